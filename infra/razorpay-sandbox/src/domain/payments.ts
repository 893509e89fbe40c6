import { RazorpayError } from '../errors.js';
import type { NotesField, Order, Payment } from './entities.js';
import { newId, unixNow } from './ids.js';
import type { Ledger } from './ledger.js';

/** What the customer typed into Checkout; Razorpay copies it onto the payment. */
export interface PaymentDetails {
  email: string;
  contact: string;
  description: string | null;
  notes: NotesField;
}

/** The checkout's two buttons. */
export type Outcome = 'success' | 'failure';

/**
 * Records one payment attempt on an order, the way Razorpay's auto-capture flow ends: a
 * captured payment that settles the order, or a failed one that leaves it `attempted` (and
 * payable again).
 */
export function attemptPayment(
  ledger: Ledger,
  orderId: string,
  outcome: Outcome,
  details: PaymentDetails,
): { order: Order; payment: Payment } {
  const order = ledger.orders.get(orderId);
  if (!order) throw RazorpayError.refused(`The order ${orderId} does not exist.`);
  if (order.status === 'paid') {
    throw RazorpayError.refused(`The order ${orderId} has already been paid.`);
  }
  const success = outcome === 'success';
  const amount = order.amount_due;
  // Razorpay's standard card pricing: 2% fee plus 18% GST on it, both inside `fee`.
  const tax = Math.round(amount * 0.0036);
  const payment: Payment = {
    id: newId('pay'),
    entity: 'payment',
    amount,
    currency: order.currency,
    status: success ? 'captured' : 'failed',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: success,
    description: details.description,
    card_id: newId('card'),
    bank: null,
    wallet: null,
    vpa: null,
    email: details.email,
    contact: details.contact,
    notes: details.notes,
    fee: success ? Math.round(amount * 0.02) + tax : null,
    tax: success ? tax : null,
    error_code: success ? null : 'BAD_REQUEST_ERROR',
    error_description: success ? null : 'Payment failed',
    error_source: success ? null : 'customer',
    error_step: success ? null : 'payment_authorization',
    error_reason: success ? null : 'payment_failed',
    created_at: unixNow(),
  };
  ledger.payments.set(payment.id, payment);
  order.attempts += 1;
  if (success) {
    order.amount_paid += amount;
    order.amount_due = 0;
    order.status = 'paid';
  } else {
    order.status = 'attempted';
  }
  return { order, payment };
}
