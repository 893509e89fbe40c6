import type { AdminReview, CartLine } from '@arogya/contracts';
import { useCallback, useEffect, useState } from 'react';
import { myReviews } from '../../../api/reviews.js';

export interface MyReviews {
  /** false until the shopper's reviews have been answered (or failed to be) */
  ready: boolean;
  /** the shopper's review of what `line` brought, if they wrote one */
  of(line: Pick<CartLine, 'productId' | 'variantId'>): AdminReview | undefined;
  /** a review just written (shown at once, without asking again) */
  add(review: AdminReview): void;
}

/** One review per product and variant: a line's key (no variant: a line from before variants). */
const keyOf = (productId: string, variantId: string | null | undefined) =>
  `${productId}/${variantId ?? ''}`;

/**
 * The signed-in shopper's reviews (`GET /api/reviews/mine`), asked for when `wanted` (a
 * delivered order). Should they fail to load, every line offers a review: the server still
 * refuses a second one, and the form says so.
 */
export function useMyReviews(wanted: boolean): MyReviews {
  const [reviews, setReviews] = useState<AdminReview[] | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const stop = new AbortController();
    myReviews(stop.signal).then(setReviews, () => {
      if (!stop.signal.aborted) setReviews([]);
    });
    return () => stop.abort();
  }, [wanted]);

  const of = useCallback(
    (line: Pick<CartLine, 'productId' | 'variantId'>) =>
      reviews?.find(
        (r) => keyOf(r.productId, r.variantId) === keyOf(line.productId, line.variantId),
      ),
    [reviews],
  );
  const add = useCallback(
    (review: AdminReview) => setReviews((now) => [review, ...(now ?? [])]),
    [],
  );
  return { ready: reviews !== null, of, add };
}
