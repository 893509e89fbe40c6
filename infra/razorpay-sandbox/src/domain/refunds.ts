import { errorBody, RazorpayError } from '../errors.js';
import { refundEvent } from '../webhooks/events.js';
import { notify, type Context } from './context.js';
import type { NotesField, Payment, Refund } from './entities.js';
import { newId } from './ids.js';
import { readAmount, readFields, readNotes, readString } from './input.js';
import { currentPayment } from './lapse.js';

/** Razorpay's answer to an `X-Refund-Idempotency` key sent again with another body. */
export const IDEMPOTENCY_KEY_REUSED =
  'Different request with the same idempotency key has already been processed.';

/** Razorpay's answer to a refund larger than the account balance. */
export const INSUFFICIENT_BALANCE =
  'Your account does not have enough balance to carry out the refund operation. ' +
  'You can add funds to your account from your Razorpay dashboard or capture new payments.';

/**
 * Stand-in (Razorpay documents a 409 for a refund request arriving while a prior one is still
 * being processed, not its text) for `settings.refundConflictWhilePending`.
 */
export const REFUND_IN_PROGRESS =
  'A previous refund request for this payment is still being processed. ' +
  'Please retry after some time.';

/**
 * What makes two refund calls "the same request" for idempotency: the body as sent (amount or
 * none, speed, receipt, notes), as canonical JSON.
 */
function requestFingerprint(
  amount: number | undefined,
  speed: string,
  receipt: string | null,
  notes: NotesField,
): string {
  const sortedNotes = Array.isArray(notes)
    ? []
    : Object.fromEntries(Object.entries(notes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify({ amount: amount ?? null, speed, receipt, notes: sortedNotes });
}

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
  if (payment.captured) {
    payment.status = full && live.every((r) => r.status === 'processed') ? 'refunded' : 'captured';
  }
  ctx.ledger.changed(payment.order_id);
}

/** Moves a pending refund to `outcome` and sends `refund.processed` or `refund.failed`. */
function settle(ctx: Context, refund: Refund, outcome: 'processed' | 'failed'): void {
  const payment = ctx.ledger.payment(refund.payment_id);
  refund.status = outcome;
  if (outcome === 'failed') giveBack(ctx, refund.id, refund.amount);
  refreshRefunds(ctx, payment);
  notify(ctx, payment.id, [refundEvent(`refund.${outcome}`, ctx.ledger.now(), refund, payment)]);
}

/**
 * Gives `amount` back to `settings.refundBalancePaise` if `id` (a refund or dispute) took it
 * from there, and the balance is still tracked.
 */
export function giveBack(ctx: Context, id: string, amount: number): void {
  if (!ctx.ledger.balanceDebits.delete(id)) return;
  if (ctx.settings.refundBalancePaise !== null) ctx.settings.refundBalancePaise += amount;
}

/**
 * Takes `amount` from `settings.refundBalancePaise` for `id` (a refund or dispute), when the
 * balance is tracked.
 */
export function debit(ctx: Context, id: string, amount: number): void {
  if (ctx.settings.refundBalancePaise === null) return;
  ctx.settings.refundBalancePaise -= amount;
  ctx.ledger.balanceDebits.add(id);
}

/**
 * `POST /v1/payments/:id/refund`. Idempotent on the `X-Refund-Idempotency` header, as on
 * Razorpay: the same key for the same payment answers the first refund and refunds nothing
 * more; with `settings.refundIdempotencyConflicts`, only for the same body (amount, speed,
 * receipt, notes): another body is refused (`400`, Razorpay's `Different request with the same
 * idempotency key…`). Without an amount, what is left is refunded. The refund starts `pending` and becomes `settings.refundOutcome` after
 * `settings.refundDelayMs`. With `settings.refundConflictWhilePending`, a new refund of a
 * payment that has a pending one answers `409`; with `settings.refundBalancePaise`, one larger
 * than the balance answers `400` (insufficient balance).
 */
export function refundPayment(
  ctx: Context,
  paymentId: string,
  body: unknown,
  idempotencyKey: string | null,
): RefundResult {
  const { ledger, settings } = ctx;
  const payment = currentPayment(ctx, paymentId);
  const fields = readFields(body);
  const requested = readAmount(fields, 'amount', false);
  const receipt = readString(fields, 'receipt', 40);
  const notes = readNotes(fields);
  const speed = fields.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') {
    throw RazorpayError.badRequest('The speed must be either normal or optimum.', 'speed');
  }
  const fingerprint = requestFingerprint(requested, speed, receipt, notes);
  const keyId = idempotencyKey === null ? null : `${payment.id} ${idempotencyKey}`;
  const earlierId = keyId === null ? undefined : ledger.refundKeys.get(keyId);
  const earlier = earlierId === undefined ? undefined : ledger.refunds.get(earlierId);
  if (earlier) {
    const first = ledger.refundKeyBodies.get(keyId as string);
    if (settings.refundIdempotencyConflicts && first !== undefined && first !== fingerprint) {
      throw RazorpayError.refused(IDEMPOTENCY_KEY_REUSED);
    }
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
  if (
    settings.refundConflictWhilePending &&
    ledger.refundsOf(payment.id).some((r) => r.status === 'pending')
  ) {
    throw RazorpayError.conflict(REFUND_IN_PROGRESS);
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
  if (settings.refundBalancePaise !== null && amount > settings.refundBalancePaise) {
    throw new RazorpayError(400, errorBody(INSUFFICIENT_BALANCE));
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
  debit(ctx, refund.id, amount);
  if (keyId !== null) {
    ledger.refundKeys.set(keyId, refund.id);
    ledger.refundKeyBodies.set(keyId, fingerprint);
  }
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
