import type { ProductVariant } from '@arogya/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { rupees } from '../../lib/format.js';
import AddToCartButton from './AddToCartButton.js';
import { salePrice } from './product-utils.js';

/**
 * A phone's buy bar, fixed at the foot of the screen while the product page's own Add to Cart
 * is off it (above, before the shopper reaches it; or scrolled past): the chosen variant, its
 * price and the same button (issue 31: the page's button sat 1,319 px down). Hidden from a
 * tablet's width up, where the buy box is on the first screen.
 */
export default function StickyBuyBar({
  watch,
  name,
  variant,
  busy,
  soldOut,
  onAdd,
}: {
  /** the page's own buy button: the bar shows while it is not on screen */
  watch: RefObject<HTMLElement | null>;
  name: string;
  variant: ProductVariant;
  busy: boolean;
  soldOut: boolean;
  onAdd: () => void;
}) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const node = watch.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(!entry!.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, [watch]);

  const option = [variant.size, variant.colorName || ''].filter(Boolean).join(' · ');
  return (
    <div
      data-testid="sticky-buy-bar"
      hidden={!away}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-gray-900">{name}</p>
          <p className="text-sm text-gray-700">
            <span className="font-bold text-gray-900">
              {rupees(salePrice(variant.price, variant.discountPrice))}
            </span>
            {option && <span className="text-gray-600"> · {option}</span>}
          </p>
        </div>
        <div className="w-40 shrink-0">
          <AddToCartButton
            variant="card"
            busy={busy}
            soldOut={soldOut}
            onClick={onAdd}
            testId="sticky-add-to-cart"
          />
        </div>
      </div>
    </div>
  );
}
