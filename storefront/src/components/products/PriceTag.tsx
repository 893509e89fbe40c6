import { Trans, useTranslation } from 'react-i18next';
import { rupees } from '../../lib/format.js';
import { discountPercent, salePrice } from './product-utils.js';

interface PriceTagProps {
  price: number;
  discountPrice: number | null;
  /** the MRP printed on the label (0 or absent: not given) */
  mrp?: number;
  /** 'lg': the product page's, with its own MRP line; 'md': a card's, on one line */
  size?: 'md' | 'lg';
  /** the product page's unit sale price ("₹5.10 per g"), on a line under the price */
  unitPrice?: string | null;
}

/**
 * The price struck through, the discountPrice and a '% OFF' chip; just the price without one.
 * The product page adds "MRP ₹x (inclusive of all taxes)", struck through when the price is
 * lower, and then strikes the price itself only when it is not the MRP (no figure twice). A
 * card names a struck-through price that is the MRP as such. The unit sale price, when given,
 * sits right under the price it is worked out from.
 */
export default function PriceTag({
  price,
  discountPrice,
  mrp = 0,
  size = 'md',
  unitPrice,
}: PriceTagProps) {
  const { t } = useTranslation('products');
  const pct = discountPercent(price, discountPrice);
  const big = size === 'lg';
  const sale = salePrice(price, discountPrice);
  const mrpLine = big && mrp > 0;
  const struck = pct !== null && !(mrpLine && price === mrp);
  const namedMrp = !big && mrp > 0 && price === mrp;
  const tag = (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {struck && (
        <>
          <span className="sr-only">{namedMrp ? t('price.mrpSr') : t('price.originalSr')}</span>
          <span className={`text-gray-500 ${big ? 'text-lg' : 'text-sm'}`}>
            {namedMrp && <span aria-hidden="true">{t('price.mrp')} </span>}
            <del data-testid="original-price">{rupees(price)}</del>
          </span>
        </>
      )}
      <span className="sr-only">{pct !== null ? t('price.offerSr') : t('price.priceSr')}</span>
      <span
        data-testid={pct !== null ? 'discount-price' : 'price'}
        className={`font-bold ${pct !== null ? 'text-green-700' : 'text-gray-900'} ${big ? 'text-3xl' : 'text-lg'}`}
      >
        {rupees(sale)}
      </span>
      {pct !== null && (
        <span
          data-testid="discount-chip"
          className={`rounded-md bg-green-100 px-1.5 py-0.5 font-semibold text-green-800 ${big ? 'text-sm' : 'text-xs'}`}
        >
          {t('price.off', { percent: pct })}
        </span>
      )}
    </p>
  );
  if (!mrpLine && !unitPrice) return tag;
  return (
    <div className="space-y-1">
      {tag}
      {unitPrice && (
        <p className="text-sm text-gray-600">
          <span className="sr-only">{t('price.unitSr')} </span>
          <span data-testid="unit-price">{unitPrice}</span>
        </p>
      )}
      {mrpLine && (
        <p data-testid="mrp-line" className="text-sm text-gray-600">
          <Trans
            t={t}
            i18nKey="price.mrpLine"
            values={{ amount: rupees(mrp) }}
            components={{
              mrp: mrp > sale ? <del data-testid="mrp" /> : <span data-testid="mrp" />,
            }}
          />
        </p>
      )}
    </div>
  );
}
