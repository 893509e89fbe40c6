import { RazorpayError } from '../errors.js';
import type { Refund } from './entities.js';
import { newId, unixNow } from './ids.js';
import { readAmount, readFields, readNotes, readString } from './input.js';
import type { Ledger } from './ledger.js';

/**
 * `POST /v1/payments/:id/refund`. A receipt makes it idempotent: asking again with the same
 * receipt returns the first refund instead of paying out twice, which is what lets the shop
 * retry a refund after a timeout safely. Without an amount, what is left is refunded.
 */
export function refundPayment(ledger: Ledger, paymentId: string, body: unknown): Refund {
  const payment = ledger.payment(paymentId);
  const fields = readFields(body);
  const requested = readAmount(fields, 'amount', false);
  const receipt = readString(fields, 'receipt', 40);
  const notes = readNotes(fields);
  const speed = fields.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') {
    throw RazorpayError.badRequest('The speed must be either normal or optimum.', 'speed');
  }
  if (receipt !== null) {
    const earlier = ledger.refundsOf(paymentId).find((r) => r.receipt === receipt);
    if (earlier) return earlier;
  }
  if (payment.status === 'failed') {
    throw RazorpayError.refused('Only captured payments can be refunded; this payment failed.');
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
    created_at: unixNow(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: speed,
  };
  ledger.refunds.set(refund.id, refund);
  payment.amount_refunded += amount;
  const full = payment.amount_refunded === payment.amount;
  payment.refund_status = full ? 'full' : 'partial';
  if (full) payment.status = 'refunded';
  return refund;
}
