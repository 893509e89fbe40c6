import type { Product } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';

/** The Characteristics table (Brand, Material, and the other facts when known). */
export default function Characteristics({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const rows: [string, string][] = [
    [t('characteristics.brand'), product.brand || '—'],
    [t('characteristics.material'), product.material || '—'],
  ];
  if (product.category) rows.push([t('characteristics.category'), product.category]);
  if (product.sku) rows.push([t('characteristics.sku'), product.sku]);
  return (
    <section aria-labelledby="characteristics-heading" className="space-y-4">
      <h3 id="characteristics-heading" className="text-lg font-semibold text-gray-900">
        {t('characteristics.heading')}
      </h3>
      <table className="w-full overflow-hidden rounded-2xl border border-gray-200 text-left text-sm">
        <caption className="sr-only">
          {t('characteristics.caption', { name: product.name })}
        </caption>
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
