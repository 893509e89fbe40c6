import { errorBody, RazorpayError } from '../errors.js';
import { paymentEvent } from '../webhooks/events.js';
import { authorize } from './capture.js';
import { notify, type Context } from './context.js';
import type { Order, Payment } from './entities.js';
import { lapseAuthorizations } from './lapse.js';
import { createPayment, failPayment, orderOf, type PaymentDetails } from './payments.js';

/**
 * What the customer's bank does with a checkout payment:
 * - `success`: authorized, then captured if the capture rules say so;
 * - `failure`: declined;
 * - `authorized`: authorized but held, never captured automatically;
 * - `late`: declined now, authorized `settings.lateAuthorizationMs` later (then captured or
 *   not by the capture rules), Razorpay's late authorization.
 */
export type Outcome = 'success' | 'failure' | 'authorized' | 'late';

export const OUTCOMES: readonly Outcome[] = ['success', 'failure', 'authorized', 'late'];

/**
 * Stand-in description (Razorpay's own text for this case is not documented) of
 * `settings.refuseWhileAuthorized`.
 */
export const AUTHORIZED_PAYMENT_PENDING =
  'This order already has an authorized payment. ' +
  'Another payment can be made only after it is captured or refunded.';

/**
 * With `settings.refuseWhileAuthorized`: refuses (`400`) a new payment of an unpaid order that
 * has a payment still `authorized` (after auto-refunding lapsed ones); `metadata` names it.
 */
function refuseWhileAuthorized(ctx: Context, orderId: string): void {
  const order = ctx.ledger.orders.get(orderId);
  if (!order || order.status === 'paid') return; // createPayment answers those
  const payments = ctx.ledger.paymentsOf(orderId);
  lapseAuthorizations(ctx, payments);
  const held = payments.find((p) => p.status === 'authorized');
  if (held) {
    throw new RazorpayError(
      400,
      errorBody(AUTHORIZED_PAYMENT_PENDING, {
        metadata: { order_id: orderId, payment_id: held.id },
      }),
    );
  }
}

/**
 * Records one checkout payment of an order with that outcome and queues the webhooks of each
 * step (none at all for this payment when `webhooks` is false). Returns the order and payment
 * as they are when the popup gets its answer.
 */
export function checkoutPayment(
  ctx: Context,
  orderId: string,
  outcome: Outcome,
  details: PaymentDetails,
  webhooks: boolean,
): { order: Order; payment: Payment } {
  const { ledger } = ctx;
  if (ctx.settings.refuseWhileAuthorized) refuseWhileAuthorized(ctx, orderId);
  const payment = createPayment(ledger, orderId, details);
  if (!webhooks) ledger.quietPayments.add(payment.id);
  if (outcome === 'success' || outcome === 'authorized') {
    authorize(ctx, payment, outcome === 'success');
  } else {
    failPayment(ledger, payment);
    notify(ctx, payment.id, [paymentEvent('payment.failed', ledger.now(), payment)]);
    if (outcome === 'late') {
      // Even when another payment paid the order meanwhile: Razorpay then holds two payments.
      ctx.timers.after(ctx.settings.lateAuthorizationMs, () => authorize(ctx, payment, true));
    }
  }
  return { order: orderOf(ledger, payment), payment };
}
