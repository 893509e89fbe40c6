import { RazorpayError } from '../errors.js';
import type { NotesField, Order, Payment } from './entities.js';
import { newId } from './ids.js';
import type { Ledger } from './ledger.js';

/** What the customer typed into Checkout; Razorpay copies it onto the payment. */
export interface PaymentDetails {
  email: string;
  contact: string;
  description: string | null;
  notes: NotesField;
}

/** The order a payment is for (always there: orders are never deleted). */
export function orderOf(ledger: Ledger, payment: Payment): Order {
  return ledger.order(payment.order_id);
}

/**
 * A new payment of an order's amount due, in Razorpay's `created` state: the customer has
 * started paying. Counts as one more attempt of the order. Refused for unknown or paid orders.
 */
export function createPayment(ledger: Ledger, orderId: string, details: PaymentDetails): Payment {
  const order = ledger.orders.get(orderId);
  if (!order) throw RazorpayError.refused(`The order ${orderId} does not exist.`);
  if (order.status === 'paid') {
    throw RazorpayError.refused(`The order ${orderId} has already been paid.`);
  }
  const payment: Payment = {
    id: newId('pay'),
    entity: 'payment',
    amount: order.amount_due,
    currency: order.currency,
    status: 'created',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: details.description,
    card_id: newId('card'),
    bank: null,
    wallet: null,
    vpa: null,
    email: details.email,
    contact: details.contact,
    notes: details.notes,
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    created_at: ledger.now(),
  };
  ledger.payments.set(payment.id, payment);
  order.attempts += 1;
  ledger.changed(order.id);
  return payment;
}

/** The bank declined: the payment fails and the order stays payable (`attempted`). */
export function failPayment(ledger: Ledger, payment: Payment): void {
  Object.assign(payment, {
    status: 'failed',
    error_code: 'BAD_REQUEST_ERROR',
    error_description: 'Payment failed',
    error_source: 'customer',
    error_step: 'payment_authorization',
    error_reason: 'payment_failed',
  } satisfies Partial<Payment>);
  const order = orderOf(ledger, payment);
  if (order.status !== 'paid') order.status = 'attempted';
  ledger.changed(order.id);
}

/**
 * The bank authorized the amount (at once, or late after the payment had failed). The money
 * is held, not taken: the order stays `attempted` until a capture.
 */
export function authorizePayment(ledger: Ledger, payment: Payment): void {
  Object.assign(payment, {
    status: 'authorized',
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
  } satisfies Partial<Payment>);
  const order = orderOf(ledger, payment);
  if (order.status !== 'paid') order.status = 'attempted';
  ledger.changed(order.id);
}
