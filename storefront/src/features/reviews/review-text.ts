import type { TFunction } from 'i18next';

/** The `reviews` namespace's `t`, as the components below have it. */
export type ReviewsT = TFunction<'reviews'>;

/** "1 review", "12 reviews" (Indian digit grouping). */
export const reviewCount = (t: ReviewsT, n: number) =>
  t('count', { count: n, n: n.toLocaleString('en-IN') });

/** A rating as a screen reader hears it: "4 out of 5 stars", "4.5 out of 5 stars". */
export const starsText = (t: ReviewsT, rating: number) =>
  t('stars.outOf5', { rating: Number.isInteger(rating) ? rating : rating.toFixed(1) });
