import {
  DISPUTE_STATUSES,
  OPEN_DISPUTE_STATUSES,
  type DisputeStatus,
  type DisputeView,
} from '@arogya/contracts';
import { k, type MessageKey } from '../i18n';

/** A dispute row as `GET /api/admin/disputes` answers it (its `id` is Razorpay's). */
export type DisputeRow = DisputeView;

/** How the console names a dispute's status. */
export const DISPUTE_STATUS_LABELS = {
  open: 'disputes.status.open',
  under_review: 'disputes.status.under_review',
  action_required: 'disputes.status.action_required',
  won: 'disputes.status.won',
  lost: 'disputes.status.lost',
  closed: 'disputes.status.closed',
} as const satisfies Record<DisputeStatus, MessageKey>;

/** The status filter: every undecided one, or one status. */
export const DISPUTE_STATUS_CHOICES = [
  // the server reads `open` as every undecided status (open, under review, action required)
  { id: 'open', name: k('disputes.openUndecided') },
  ...DISPUTE_STATUSES.filter((s) => s !== 'open').map((id) => ({
    id,
    name: DISPUTE_STATUS_LABELS[id],
  })),
];

/** Whether the dispute is still being decided. */
export const isOpenDispute = (status: DisputeStatus) => OPEN_DISPUTE_STATUSES.includes(status);

/** An answer due within this long is shown as due soon. */
export const DUE_SOON_MS = 2 * 24 * 3600_000;

/** Whether an undecided dispute's answer is due within two days (or overdue). */
export const isDueSoon = (d: Pick<DisputeRow, 'status' | 'respondBy'>, now = Date.now()) =>
  isOpenDispute(d.status) && d.respondBy !== null && Date.parse(d.respondBy) - now <= DUE_SOON_MS;

/** Razorpay's reason code as words: `product_not_received` → "product not received". */
export const reasonOf = (code: string) => code.replace(/_/g, ' ');
