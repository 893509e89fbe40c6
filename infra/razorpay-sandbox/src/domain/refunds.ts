import { RazorpayError } from '../errors.js';
import { refundEvent } from '../webhooks/events.js';
import { notify, type Context } from './context.js';
import type { Payment, Refund } from './entities.js';
import { newId } from './ids.js';
import { readAmount, readFields, readNotes, readString } from './input.js';

/** A refund call's answer, and whether it created a refund (false: idempotent replay). */
export interface RefundResult {
  refund: Refund;
  created: boolean;
}

/**
 * Brings a payment's refund fields up to date: `amount_refunded` and `refund_status` count
 * pending and processed refunds (a failed one gives its amount back), and the payment turns
 * `refunded` once refunds processed cover all of it.
 */
function refreshRefunds(ctx: Context, payment: Payment): void {
  const live = ctx.ledger.refundsOf(payment.id).filter((r) => r.status !== 'failed');
  payment.amount_refunded = live.reduce((sum, r) => sum + r.amount, 0);
  const full = payment.amount_refunded === payment.amount;
  payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
  if (payment.status === 'captured' || payment.status === 'refunded') {
    payment.status = full && live.every((r) => r.status === 'processed') ? 'refunded' : 'captured';
  }
  ctx.ledger.changed(payment.order_id);
}

/** Moves a pending refund to `outcome` and sends `refund.processed` or `refund.failed`. */
function settle(ctx: Context, refund: Refund, outcome: 'processed' | 'failed'): void {
  const payment = ctx.ledger.payment(refund.payment_id);
  refund.status = outcome;
  refreshRefunds(ctx, payment);
  notify(ctx, payment.id, [refundEvent(`refund.${outcome}`, ctx.ledger.now(), refund, payment)]);
}

/**
 * `POST /v1/payments/:id/refund`. Idempotent on the `X-Refund-Idempotency` header, as on
 * Razorpay: the same key for the same payment answers the first refund and refunds nothing
 * more (the receipt is only stored). Without an amount, what is left is refunded. The refund
 * starts `pending` and becomes `settings.refundOutcome` after `settings.refundDelayMs`.
 */
export function refundPayment(
  ctx: Context,
  paymentId: string,
  body: unknown,
  idempotencyKey: string | null,
): RefundResult {
  const { ledger, settings } = ctx;
  const payment = ledger.payment(paymentId);
  const fields = readFields(body);
  const requested = readAmount(fields, 'amount', false);
  const receipt = readString(fields, 'receipt', 40);
  const notes = readNotes(fields);
  const speed = fields.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') {
    throw RazorpayError.badRequest('The speed must be either normal or optimum.', 'speed');
  }
  const keyId = idempotencyKey === null ? null : `${payment.id} ${idempotencyKey}`;
  const earlierId = keyId === null ? undefined : ledger.refundKeys.get(keyId);
  const earlier = earlierId === undefined ? undefined : ledger.refunds.get(earlierId);
  if (earlier) {
    ledger.refundRequests.push({
      payment_id: payment.id,
      refund_id: earlier.id,
      idempotency_key: idempotencyKey,
      replayed: true,
    });
    ledger.changed(payment.order_id);
    return { refund: earlier, created: false };
  }
  if (payment.status === 'failed' || payment.status === 'created') {
    throw RazorpayError.refused('Only captured payments can be refunded; this payment failed.');
  }
  if (payment.status === 'authorized') {
    throw RazorpayError.refused(
      'Only captured payments can be refunded; this payment is authorized but not captured.',
    );
  }
  const refundable = payment.amount - payment.amount_refunded;
  if (refundable === 0) {
    throw RazorpayError.refused('The payment has been fully refunded already.');
  }
  const amount = requested ?? refundable;
  if (amount > refundable) {
    throw RazorpayError.badRequest(
      `The refund amount provided is greater than amount captured: ${amount} asked, ` +
        `${refundable} left to refund.`,
      'amount',
    );
  }
  const refund: Refund = {
    id: newId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes,
    receipt,
    acquirer_data: { arn: null },
    created_at: ledger.now(),
    batch_id: null,
    status: 'pending',
    speed_processed: 'normal',
    speed_requested: speed,
  };
  ledger.refunds.set(refund.id, refund);
  if (keyId !== null) ledger.refundKeys.set(keyId, refund.id);
  ledger.refundRequests.push({
    payment_id: payment.id,
    refund_id: refund.id,
    idempotency_key: idempotencyKey,
    replayed: false,
  });
  refreshRefunds(ctx, payment);
  notify(ctx, payment.id, [refundEvent('refund.created', ledger.now(), refund, payment)]);
  const outcome = settings.refundOutcome;
  ctx.timers.after(settings.refundDelayMs, () => settle(ctx, refund, outcome));
  return { refund, created: true };
}

/**
 * Refunds still `pending` when the sandbox starts from its state file (their step was lost
 * with the process that scheduled it) settle after `refundDelayMs`, as `refundOutcome` says.
 */
export function resumePendingRefunds(ctx: Context): number {
  const pending = [...ctx.ledger.refunds.values()].filter((r) => r.status === 'pending');
  const outcome = ctx.settings.refundOutcome;
  for (const refund of pending) {
    ctx.timers.after(ctx.settings.refundDelayMs, () => settle(ctx, refund, outcome));
  }
  return pending.length;
}
