import type { Dispute, Order, Payment, Refund } from '../domain/entities.js';
import { newId } from '../domain/ids.js';

/** One webhook event, serialised once so every retry sends byte-identical bodies. */
export interface WebhookEvent {
  /** Sent as `X-Razorpay-Event-Id`; receivers deduplicate on it. */
  id: string;
  event: string;
  body: string;
  payment_id: string;
  /** Set on refund events. */
  refund_id?: string;
  /** Set on dispute events. */
  dispute_id?: string;
}

function envelope(name: string, contains: string[], payload: object, createdAt: number): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: name,
    contains,
    payload,
    created_at: createdAt,
  });
}

/**
 * A payment event (`payment.authorized`, `payment.captured`, `payment.failed`, or with the
 * order, `order.paid`). The entities are copied as they are now: a later change of the payment
 * does not show in an event already made, as on Razorpay.
 */
export function paymentEvent(
  name: string,
  createdAt: number,
  payment: Payment,
  order?: Order,
): WebhookEvent {
  const body = order
    ? envelope(
        name,
        ['payment', 'order'],
        { payment: { entity: payment }, order: { entity: order } },
        createdAt,
      )
    : envelope(name, ['payment'], { payment: { entity: payment } }, createdAt);
  return { id: newId('evt'), event: name, body, payment_id: payment.id };
}

/** A refund event (`refund.created`, `refund.processed`, `refund.failed`). */
export function refundEvent(
  name: string,
  createdAt: number,
  refund: Refund,
  payment: Payment,
): WebhookEvent {
  const body = envelope(
    name,
    ['refund', 'payment'],
    { refund: { entity: refund }, payment: { entity: payment } },
    createdAt,
  );
  return { id: newId('evt'), event: name, body, payment_id: payment.id, refund_id: refund.id };
}

/**
 * A dispute event (`payment.dispute.created`, `.under_review`, `.won`, `.lost`, `.closed`),
 * with the payment and the dispute as they are now.
 */
export function disputeEvent(
  name: string,
  createdAt: number,
  dispute: Dispute,
  payment: Payment,
): WebhookEvent {
  const body = envelope(
    name,
    ['payment', 'dispute'],
    { payment: { entity: payment }, dispute: { entity: dispute } },
    createdAt,
  );
  return { id: newId('evt'), event: name, body, payment_id: payment.id, dispute_id: dispute.id };
}
