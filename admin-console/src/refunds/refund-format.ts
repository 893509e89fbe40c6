import {
  orderNumber,
  type RefundReason,
  type RefundState,
  type RefundView,
} from '@arogya/contracts';
import type { MessageKey, T } from '../i18n';

/** A refund row as `GET /api/admin/refunds` answers it (its `id` is its own). */
export type RefundRow = RefundView;

/** How the console names a refund's state. */
export const REFUND_STATUS_LABELS = {
  requested: 'refunds.status.requested',
  pending: 'refunds.status.pending',
  processed: 'refunds.status.processed',
  failed: 'refunds.status.failed',
} as const satisfies Record<RefundState, MessageKey>;

/** The status filter's choices, the ones needing an admin first. */
export const REFUND_STATUS_CHOICES = (['failed', 'requested', 'pending', 'processed'] as const).map(
  (id) => ({ id, name: REFUND_STATUS_LABELS[id] }),
);

/** Why the shop owes it. */
export const REFUND_REASON_LABELS = {
  'order-cancelled': 'refunds.reason.order-cancelled',
  'late-payment': 'refunds.reason.late-payment',
  claim: 'refunds.reason.claim',
} as const satisfies Record<RefundReason, MessageKey>;

/** `Asha Rao (9f…)` as the service records an admin → `Asha Rao`. */
export const adminName = (recorded: string) => recorded.replace(/ \([^()]*\)$/, '');

/** "Refunded outside by Asha Rao · UTR 1234", or null when Razorpay refunded it. */
export const resolutionOf = (t: T, r: RefundRow): string | null =>
  r.resolvedBy
    ? `${t('refunds.resolution', { name: adminName(r.resolvedBy) })}${r.resolutionReference ? ` · ${r.resolutionReference}` : ''}`
    : null;

/** What the refund is of: the order's number, or the checkout a late payment paid. */
export const subjectOf = (t: T, r: RefundRow) =>
  r.orderId ? orderNumber(r.orderId) : t('refunds.checkoutLower', { id: r.checkoutId.slice(0, 8) });
