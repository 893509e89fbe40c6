import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/** Where a shopper's dispute (chargeback) of a payment stands, as Razorpay says. */
export const DISPUTE_STATUSES = [
  'open',
  'under_review',
  'action_required',
  'won',
  'lost',
  'closed',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Statuses in which a dispute is still being decided: no refund of its payment meanwhile. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = [
  'open',
  'under_review',
  'action_required',
];

/**
 * A shopper disputed a payment with their bank, or the dispute moved on (`payment.dispute.*`
 * webhooks, each asked again from Razorpay). Razorpay debits the amount from the shop when the
 * dispute opens; the shop must answer by `respondBy`. Orders records it on the order; the
 * checkout service keeps the dispute and refunds nothing of the payment while it is open.
 */
export interface DisputeChangedV1 {
  disputeId: string;
  razorpayPaymentId: string;
  /** the checkout the payment paid, and its order once placed (null: not the shop's payment) */
  checkoutId: string | null;
  orderId: string | null;
  amountPaise: number;
  status: DisputeStatus;
  /** Razorpay's reason code, e.g. `chargeback` or `fraud` */
  reasonCode: string;
  /** the answer is due by then (ISO 8601) */
  respondBy: string | null;
}

export const DisputeChangedV1 = defineEvent<DisputeChangedV1>()(
  'shop.checkout.dispute-changed.v1',
  (v): v is DisputeChangedV1 =>
    hasFields(v, {
      disputeId: 'string',
      razorpayPaymentId: 'string',
      amountPaise: 'number',
      status: 'string',
      reasonCode: 'string',
    }),
);
