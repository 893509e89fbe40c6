import { rupees } from '../../lib/format.js';
import { discountPercent } from './product-utils.js';

interface PriceTagProps {
  price: number;
  discountPrice: number | null;
  size?: 'md' | 'lg';
}

/** The price struck through, the discountPrice and a '% OFF' chip; just the price without one. */
export default function PriceTag({ price, discountPrice, size = 'md' }: PriceTagProps) {
  const pct = discountPercent(price, discountPrice);
  const big = size === 'lg';
  if (pct === null) {
    const only = discountPrice !== null && discountPrice > 0 ? discountPrice : price;
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">Price:</span>
        <span
          data-testid="price"
          className={`font-bold text-gray-900 ${big ? 'text-3xl' : 'text-lg'}`}
        >
          {rupees(only)}
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="sr-only">Original price:</span>
      <del data-testid="original-price" className={`text-gray-500 ${big ? 'text-lg' : 'text-sm'}`}>
        {rupees(price)}
      </del>
      <span className="sr-only">Offer price:</span>
      <span
        data-testid="discount-price"
        className={`font-bold text-green-700 ${big ? 'text-3xl' : 'text-lg'}`}
      >
        {rupees(discountPrice!)}
      </span>
      <span
        data-testid="discount-chip"
        className={`rounded-md bg-green-100 px-1.5 py-0.5 font-semibold text-green-800 ${big ? 'text-sm' : 'text-xs'}`}
      >
        {pct}% OFF
      </span>
    </p>
  );
}
