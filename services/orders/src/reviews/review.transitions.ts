import type { ReviewStatus } from '@arogya/contracts';
import { TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';

/** A review waits for the console; it is published or hidden, and may go either way after. */
export const ReviewTransitions = new TransitionTable<ReviewStatus>('review', 'pending', {
  pending: ['published', 'hidden'],
  published: ['hidden'],
  hidden: ['published'],
});

/** The one place a review's status changes, in the caller's transaction (the row locked). */
export async function moveReview(
  m: EntityManager,
  review: { id: string; status: ReviewStatus },
  to: ReviewStatus,
): Promise<void> {
  ReviewTransitions.assert(review.status, to);
  await m.query(
    'UPDATE reviews SET status = $2, moderated_at = now(), updated_at = now() WHERE id = $1',
    [review.id, to],
  );
}
