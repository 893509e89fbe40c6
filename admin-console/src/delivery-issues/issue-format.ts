import type { DeliveryIssueState, DeliveryIssueView } from '@arogya/contracts';
import type { MessageKey } from '../i18n';

/** A failed delivery as `GET /api/admin/delivery-issues` answers it (its `id` is its own). */
export type DeliveryIssueRow = DeliveryIssueView & { id: string };

/** How the console names where a failed delivery stands. */
export const ISSUE_STATE_LABELS = {
  open: 'deliveryIssues.state.open',
  're-attempt': 'deliveryIssues.state.re-attempt',
  return: 'deliveryIssues.state.return',
  resolved: 'deliveryIssues.state.resolved',
} as const satisfies Record<DeliveryIssueState, MessageKey>;

/** The state filter's choices, the ones awaiting staff first. */
export const ISSUE_STATE_CHOICES = (['open', 're-attempt', 'return', 'resolved'] as const).map(
  (id) => ({ id, name: ISSUE_STATE_LABELS[id] }),
);
