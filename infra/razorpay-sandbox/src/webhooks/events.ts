import type { Order, Payment } from '../domain/entities.js';
import { newId, unixNow } from '../domain/ids.js';

/** One webhook event, serialised once so every retry sends byte-identical bodies. */
export interface WebhookEvent {
  /** Sent as `X-Razorpay-Event-Id`; receivers deduplicate on it. */
  id: string;
  event: string;
  body: string;
  payment_id: string;
}

function event(name: string, payment: Payment, order?: Order): WebhookEvent {
  const payload = order
    ? { payment: { entity: payment }, order: { entity: order } }
    : { payment: { entity: payment } };
  const body = {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: name,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload,
    created_at: unixNow(),
  };
  return { id: newId('evt'), event: name, body: JSON.stringify(body), payment_id: payment.id };
}

/**
 * The events Razorpay sends after a checkout payment, in the order it sends them: a captured
 * payment announces itself and then the paid order; a failed one only itself.
 */
export function paymentEvents(payment: Payment, order: Order): WebhookEvent[] {
  return payment.status === 'failed'
    ? [event('payment.failed', payment)]
    : [event('payment.captured', payment), event('order.paid', payment, order)];
}
