import type { ReviewSort, ReviewStatus } from '@arogya/contracts';
import { SHOP } from '../../config/shop.js';

/** "1 review", "12 reviews" (Indian digit grouping). */
export const reviewCount = (n: number) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? 'review' : 'reviews'}`;

/** A rating as a screen reader hears it: "4 out of 5 stars", "4.5 out of 5 stars". */
export const starsText = (rating: number) =>
  `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;

/** The product page's sort choices, in the select's order. */
export const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};

/** Where the shopper's own review stands, as the order page says it. */
export const STATUS_TEXT: Record<ReviewStatus, string> = {
  pending: 'Review waiting to be checked',
  published: 'Review published',
  hidden: 'Review not shown',
};

export const REVIEW_TEXTS = {
  empty: 'No reviews yet. Reviews come from shoppers who bought this.',
  thanks: 'Thanks! Your review will appear once it has been checked.',
  reply: `Reply from ${SHOP.name}`,
  verified: 'Verified purchase',
} as const;
