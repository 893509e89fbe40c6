import { RazorpayError } from '../errors.js';
import type { Order, Payment, Refund } from './entities.js';

/**
 * The sandbox's whole memory. Entities are stored as the live objects the API returns, so a
 * payment or refund updates what later fetches see without any mapping layer.
 */
export class Ledger {
  readonly orders = new Map<string, Order>();
  readonly payments = new Map<string, Payment>();
  readonly refunds = new Map<string, Refund>();

  /** The order, or the 404 every `/v1/orders/:id` route answers with. */
  order(id: string): Order {
    const order = this.orders.get(id);
    if (!order) throw RazorpayError.notFound();
    return order;
  }

  /** The payment, or the 404 every `/v1/payments/:id` route answers with. */
  payment(id: string): Payment {
    const payment = this.payments.get(id);
    if (!payment) throw RazorpayError.notFound();
    return payment;
  }

  /** Newest first, as Razorpay lists them. */
  paymentsOf(orderId: string): Payment[] {
    return [...this.payments.values()].filter((p) => p.order_id === orderId).reverse();
  }

  /** Newest first, as Razorpay lists them. */
  refundsOf(paymentId: string): Refund[] {
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId).reverse();
  }
}
