import type { Product, ProductVariant } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { labelRows } from './label-rows.js';
import VegMark from './VegMark.js';

/**
 * "Product details": the declarations the law wants on the listing (`labelRows`), of the
 * variant the shopper has chosen. On a phone each term sits over its fact, so that a long
 * address gets the screen's whole width; from `sm` they stand side by side.
 */
export default function ProductLabelFacts({
  product,
  variant,
}: {
  product: Product;
  variant: ProductVariant;
}) {
  const { t } = useTranslation('products');
  const rows = labelRows(product, variant, t);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="label-facts-heading" className="space-y-4">
      <h2 id="label-facts-heading" className="text-2xl font-bold text-gray-900">
        {t('label.heading')}
      </h2>
      <dl
        data-testid="label-facts"
        className="max-w-3xl divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 text-sm"
      >
        {rows.map((row) => (
          <div
            key={row.term}
            className="grid grid-cols-1 gap-0.5 px-4 py-3 odd:bg-gray-50 sm:grid-cols-3 sm:gap-4"
          >
            <dt className="font-medium text-gray-700">{row.term}</dt>
            <dd className="break-words text-gray-900 sm:col-span-2">
              {row.mark ? (
                <span className="inline-flex items-center gap-2">
                  {/* the symbol is named for a screen reader; the word is for the eye */}
                  <VegMark mark={row.mark} className="h-5 w-5" />
                  <span aria-hidden="true">{row.value}</span>
                </span>
              ) : row.address ? (
                <>
                  <span className="block font-medium">{row.value}</span>
                  <span className="block text-gray-600">{row.address}</span>
                </>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
