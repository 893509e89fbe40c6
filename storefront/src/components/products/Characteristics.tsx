import type { Product } from '@arogya/contracts';

/** The Characteristics table (Brand, Material, and the other facts when known). */
export default function Characteristics({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Brand', product.brand || '—'],
    ['Material', product.material || '—'],
  ];
  if (product.category) rows.push(['Category', product.category]);
  if (product.sku) rows.push(['SKU', product.sku]);
  return (
    <section aria-labelledby="characteristics-heading" className="space-y-4">
      <h3 id="characteristics-heading" className="text-lg font-semibold text-gray-900">
        Characteristics
      </h3>
      <table className="w-full overflow-hidden rounded-2xl border border-gray-200 text-left text-sm">
        <caption className="sr-only">Characteristics of {product.name}</caption>
        <tbody className="divide-y divide-gray-200">
          {rows.map(([label, value]) => (
            <tr key={label} className="odd:bg-gray-50">
              <th scope="row" className="w-1/3 px-4 py-3 font-medium text-gray-700">
                {label}
              </th>
              <td className="px-4 py-3 text-gray-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
