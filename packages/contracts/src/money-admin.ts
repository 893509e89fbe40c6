import type { DisputeStatus } from './events/checkout.dispute-changed.v1.js';
import type { RefundState } from './orders.js';
import type { Parsed } from './products.js';

/** Why the shop owes a refund: a cancelled paid order, a payment no order could take, or an approved claim's units (issue 33). */
export type RefundReason = 'order-cancelled' | 'late-payment' | 'claim';

/**
 * A refund as the admin console lists it (issue 27), money in rupees: where it stands with
 * Razorpay, why the last try did not go through, and who recorded it refunded outside the shop.
 */
export interface RefundView {
  /** its id: the order's, or the checkout's (or payment's) for a late payment */
  id: string;
  orderId: string | null;
  checkoutId: string;
  razorpayPaymentId: string;
  razorpayRefundId: string | null;
  amount: number;
  reason: RefundReason;
  status: RefundState;
  lastError: string | null;
  /** rounds of tries Razorpay could not take it in (tried again later) */
  round: number;
  /** a dispute of the payment is open: the refund waits for it */
  blockedByDispute: boolean;
  resolvedBy: string | null;
  resolutionReference: string | null;
  createdAt: string;
  updatedAt: string;
}

export const REFUND_SORTS = ['createdAt', 'updatedAt', 'status', 'amount'] as const;

/** A dispute as the admin console lists it, money in rupees. */
export interface DisputeView {
  /** Razorpay's dispute id (`disp_…`) */
  id: string;
  razorpayPaymentId: string;
  checkoutId: string | null;
  orderId: string | null;
  amount: number;
  status: DisputeStatus;
  reasonCode: string;
  /** the answer is due by then (ISO 8601) */
  respondBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export const DISPUTE_SORTS = ['createdAt', 'respondBy', 'status', 'amount'] as const;

/** How many disputes are still being decided (the dashboard's count). */
export interface DisputeCount {
  open: number;
  /** the earliest answer due among them (ISO 8601), null when none is open */
  nextRespondBy: string | null;
}

/** The most a reference of a refund made outside the shop may hold. */
const MAX_REFERENCE = 200;

/**
 * An admin's record that a failed refund was paid back outside the shop: `{ reference }`, what
 * finds it again (a bank transfer's UTR, a Razorpay dashboard refund id, a note), 1–200 chars.
 */
export function parseOutsideRefund(body: unknown): Parsed<{ reference: string }> {
  const reference = (typeof body === 'object' && body !== null ? body : {}) as {
    reference?: unknown;
  };
  const r = typeof reference.reference === 'string' ? reference.reference.trim() : '';
  if (r === '') return { ok: false, message: 'reference is required (a UTR, a refund id, a note)' };
  if (r.length > MAX_REFERENCE)
    return { ok: false, message: `reference may be at most ${MAX_REFERENCE} characters` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(r))
    return { ok: false, message: 'reference has control characters' };
  return { ok: true, value: { reference: r } };
}
