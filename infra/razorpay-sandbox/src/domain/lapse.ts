import { refundEvent } from '../webhooks/events.js';
import { notify, type Context } from './context.js';
import type { Payment, Refund } from './entities.js';
import { newId } from './ids.js';

/**
 * How long after its `created_at` an authorized payment may wait for its capture: its order's
 * `manual_expiry_period` (minutes) when the order gave one, else `settings.authorizationLapseMs`
 * (Razorpay: 3 days); null: forever.
 */
function captureWindowMs(ctx: Context, payment: Payment): number | null {
  const config = ctx.ledger.orderPayment.get(payment.order_id);
  const manual = config?.capture_options?.manual_expiry_period;
  return manual === undefined ? ctx.settings.authorizationLapseMs : manual * 60_000;
}

/**
 * Razorpay's auto-refund of an authorization that was not captured in time: one refund of the
 * whole amount, `processed` at once; the payment turns `refunded` (`amount_refunded` = amount,
 * `refund_status: "full"`, still `captured: false`, so it can no longer be captured). Sends
 * `refund.created` (the refund `pending`, the payment still `authorized`) then
 * `refund.processed` (both settled), whose `payment.entity.captured: false` is how Razorpay
 * says "auto-refund".
 */
function autoRefund(ctx: Context, payment: Payment): void {
  const { ledger } = ctx;
  const now = ledger.now();
  const refund: Refund = {
    id: newId('rfnd'),
    entity: 'refund',
    amount: payment.amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: [],
    receipt: null,
    acquirer_data: { arn: null },
    created_at: now,
    batch_id: null,
    status: 'pending',
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
  ledger.refunds.set(refund.id, refund);
  payment.amount_refunded = payment.amount;
  payment.refund_status = 'full';
  const created = refundEvent('refund.created', now, refund, payment);
  refund.status = 'processed';
  payment.status = 'refunded';
  const processed = refundEvent('refund.processed', now, refund, payment);
  ledger.changed(payment.order_id);
  notify(ctx, payment.id, [created, processed]);
}

/** Auto-refunds `payment` if it is authorized and its capture window has passed. */
export function lapseIfDue(ctx: Context, payment: Payment): Payment {
  if (payment.status !== 'authorized') return payment;
  const window = captureWindowMs(ctx, payment);
  if (window !== null && ctx.ledger.nowMs() >= payment.created_at * 1000 + window) {
    autoRefund(ctx, payment);
  }
  return payment;
}

/** The payment as it is now (a lapsed authorization auto-refunded), or Razorpay's 400. */
export function currentPayment(ctx: Context, id: string): Payment {
  return lapseIfDue(ctx, ctx.ledger.payment(id));
}

/** Auto-refunds every lapsed authorization (of `payments`, by default all); how many. */
export function lapseAuthorizations(
  ctx: Context,
  payments: Iterable<Payment> = ctx.ledger.payments.values(),
): number {
  let lapsed = 0;
  // auto-refunds add refunds, never payments: iterating the live map is safe
  for (const payment of payments) {
    if (payment.status === 'authorized' && lapseIfDue(ctx, payment).status === 'refunded') {
      lapsed += 1;
    }
  }
  return lapsed;
}
