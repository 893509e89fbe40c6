import { REVIEW_STATUSES, type AdminReview, type ReviewStatus } from '@arogya/contracts';
import type { MessageKey } from '../i18n';

/** A review as `GET /api/admin/reviews` answers it (`id` beside `_id`). */
export type ReviewRow = AdminReview & { id: string };

/** How the console names a review's status. */
export const REVIEW_STATUS_LABELS = {
  pending: 'reviews.status.pending',
  published: 'reviews.status.published',
  hidden: 'reviews.status.hidden',
} as const satisfies Record<ReviewStatus, MessageKey>;

/** The status filter's choices, in the order a review lives them. */
export const REVIEW_STATUS_CHOICES = REVIEW_STATUSES.map((id) => ({
  id,
  name: REVIEW_STATUS_LABELS[id],
}));

/** "Tulsi Green Tea · 100 g": the product reviewed, and its variant when it has one. */
export const reviewedProduct = (r: Pick<AdminReview, 'productName' | 'variant'>) =>
  [r.productName, r.variant].filter(Boolean).join(' · ');

/** The in-app path of a review's moderation page. */
export const reviewPath = (id: string) => `/reviews/${encodeURIComponent(id)}`;
