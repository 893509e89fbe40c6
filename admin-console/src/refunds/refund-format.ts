import {
  orderNumber,
  type RefundReason,
  type RefundState,
  type RefundView,
} from '@arogya/contracts';

/** A refund row as `GET /api/admin/refunds` answers it (its `id` is its own). */
export type RefundRow = RefundView;

/** How the console names a refund's state. */
export const REFUND_STATUS_LABELS: Record<RefundState, string> = {
  requested: 'Requested',
  pending: 'Pending with Razorpay',
  processed: 'Processed',
  failed: 'Failed',
};

/** The status filter's choices, the ones needing an admin first. */
export const REFUND_STATUS_CHOICES = (['failed', 'requested', 'pending', 'processed'] as const).map(
  (id) => ({ id, name: REFUND_STATUS_LABELS[id] }),
);

/** Why the shop owes it. */
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  'order-cancelled': 'Order cancelled',
  'late-payment': 'Paid after the hold ended',
};

/** `Asha Rao (9f…)` as the service records an admin → `Asha Rao`. */
export const adminName = (recorded: string) => recorded.replace(/ \([^()]*\)$/, '');

/** "Refunded outside by Asha Rao · UTR 1234", or null when Razorpay refunded it. */
export const resolutionOf = (r: RefundRow): string | null =>
  r.resolvedBy
    ? `Refunded outside by ${adminName(r.resolvedBy)}${r.resolutionReference ? ` · ${r.resolutionReference}` : ''}`
    : null;

/** What the refund is of: the order's number, or the checkout a late payment paid. */
export const subjectOf = (r: RefundRow) =>
  r.orderId ? orderNumber(r.orderId) : `checkout ${r.checkoutId.slice(0, 8)}`;
