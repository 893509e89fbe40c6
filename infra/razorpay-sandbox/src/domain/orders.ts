import { errorBody, RazorpayError } from '../errors.js';
import type { Order } from './entities.js';
import { readPaymentConfig } from './capture.js';
import { newId } from './ids.js';
import { readAmount, readBoolean, readFields, readNotes, readString } from './input.js';
import type { Ledger } from './ledger.js';

/** Razorpay's answer to an order above the account's per-transaction limit, exactly. */
export function amountTooLarge(): RazorpayError {
  return new RazorpayError(
    400,
    errorBody('Amount exceeds maximum amount allowed.', {
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      field: 'amount',
    }),
  );
}

/**
 * Validates a `POST /v1/orders` body the way Razorpay does and stores the new order; its
 * `payment` capture settings are kept beside it (`ledger.orderPayment`), not on the entity.
 * An amount above `maxAmountPaise` (the account's limit; null: none) is refused.
 */
export function createOrder(ledger: Ledger, body: unknown, maxAmountPaise: number | null): Order {
  const fields = readFields(body);
  const amount = readAmount(fields, 'amount', true) as number;
  if (maxAmountPaise !== null && amount > maxAmountPaise) throw amountTooLarge();
  const currency = fields.currency;
  if (currency === undefined || currency === null) {
    throw RazorpayError.badRequest('The currency field is required.', 'currency');
  }
  if (currency !== 'INR') {
    throw RazorpayError.badRequest(
      `Currency ${String(currency)} is not supported by the sandbox; only INR is.`,
      'currency',
    );
  }
  // Accepted for fidelity; the sandbox always collects the full amount in one payment.
  readBoolean(fields, 'partial_payment');
  const payment = readPaymentConfig(fields);
  const order: Order = {
    id: newId('order'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt: readString(fields, 'receipt', 40),
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: readNotes(fields),
    created_at: ledger.now(),
  };
  ledger.orders.set(order.id, order);
  if (payment) ledger.orderPayment.set(order.id, payment);
  ledger.changed(order.id);
  return order;
}
