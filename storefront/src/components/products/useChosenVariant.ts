import type { Product } from '@arogya/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { choose, initialVariant, variantsOf, type Axis } from './variant-choice.js';

/**
 * The variant a product page shows, kept in its address as `?variant=<id>` so that a reload, a
 * shared link or the back button shows the same one. Each choice replaces the address rather
 * than adding a history entry: back leaves the product, not the last size tried.
 */
export function useChosenVariant(product: Product) {
  const [params, setParams] = useSearchParams();
  const variants = useMemo(() => variantsOf(product), [product]);
  const variant = initialVariant(variants, params.get('variant'));

  /** Chooses `value` on `axis` (`choose`), and answers the variant chosen. */
  const pick = (axis: Axis, value: string) => {
    const next = choose(variants, variant, axis, value);
    if (next._id) {
      setParams(
        (prev) => {
          const query = new URLSearchParams(prev);
          query.set('variant', next._id);
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    return next;
  };

  return { variants, variant, pick };
}
