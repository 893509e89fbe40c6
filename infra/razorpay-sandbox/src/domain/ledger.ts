import { RazorpayError } from '../errors.js';
import type { Dispute, Order, Payment, Refund } from './entities.js';

/** The capture settings an order was created with (`payment` of `POST /v1/orders`). */
export interface OrderPaymentConfig {
  capture: 'automatic' | 'manual';
  capture_options?: {
    /** Minutes after the payment's creation within which it is captured automatically. */
    automatic_expiry_period?: number;
    manual_expiry_period?: number;
    refund_speed: 'normal' | 'optimum';
  };
}

/** One capture of a payment; Razorpay captures a payment once, so one per payment is right. */
export interface CaptureRecord {
  payment_id: string;
  order_id: string;
  amount: number;
  /** true: the sandbox captured it on authorization; false: `POST /v1/payments/:id/capture`. */
  automatic: boolean;
  /** Unix seconds on the sandbox clock. */
  at: number;
}

/** One `POST /v1/payments/:id/refund` that answered with a refund. */
export interface RefundRequest {
  payment_id: string;
  refund_id: string;
  /** The `X-Refund-Idempotency` header, when sent. */
  idempotency_key: string | null;
  /** true: answered with an earlier refund of the same key; nothing was refunded. */
  replayed: boolean;
}

/**
 * The sandbox's whole memory. Entities are stored as the live objects the API returns, so a
 * payment or refund updates what later fetches see without any mapping layer. Next to them,
 * what tests count (captures, refund calls) and what Razorpay keeps but never shows.
 */
export class Ledger {
  readonly orders = new Map<string, Order>();
  readonly payments = new Map<string, Payment>();
  readonly refunds = new Map<string, Refund>();
  /** Disputes (chargebacks) by id, oldest first. */
  readonly disputes = new Map<string, Dispute>();
  /** Every capture, oldest first. */
  readonly captures: CaptureRecord[] = [];
  /** Every refund call answered with a refund, new or replayed, oldest first. */
  readonly refundRequests: RefundRequest[] = [];
  /** Orders' `payment` settings by order id (not part of Razorpay's order entity). */
  readonly orderPayment = new Map<string, OrderPaymentConfig>();
  /** Refund ids by payment id and `X-Refund-Idempotency` key. */
  readonly refundKeys = new Map<string, string>();
  /**
   * The body each of `refundKeys` was first sent with (canonical JSON), so that the same key
   * with another body is refused as on Razorpay.
   */
  readonly refundKeyBodies = new Map<string, string>();
  /** Refunds (ids) and disputes whose amount was taken from `settings.refundBalancePaise`. */
  readonly balanceDebits = new Set<string>();
  /** Payments made with `webhooks: false`: no event of theirs is ever sent. */
  readonly quietPayments = new Set<string>();

  /** Told of every change to an order, its payments or their refunds (the state file). */
  onChange: ((orderId: string) => void) | undefined;

  /** `clock` is the sandbox's "now" in milliseconds (real time plus `clockOffsetMs`). */
  constructor(private readonly clock: () => number = Date.now) {}

  /** Order `orderId`, one of its payments or their refunds changed. */
  changed(orderId: string): void {
    this.onChange?.(orderId);
  }

  /** Unix seconds on the sandbox clock, Razorpay's only time format. */
  now(): number {
    return Math.floor(this.clock() / 1000);
  }

  /** Milliseconds on the sandbox clock (real time plus `clockOffsetMs`). */
  nowMs(): number {
    return this.clock();
  }

  /** The order, or the 400 Razorpay answers for an unknown id. */
  order(id: string): Order {
    const order = this.orders.get(id);
    if (!order) throw RazorpayError.unknownId();
    return order;
  }

  /** The payment, or the 400 Razorpay answers for an unknown id. */
  payment(id: string): Payment {
    const payment = this.payments.get(id);
    if (!payment) throw RazorpayError.unknownId();
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

  /** Newest first, as Razorpay lists them. */
  disputesOf(paymentId: string): Dispute[] {
    return [...this.disputes.values()].filter((d) => d.payment_id === paymentId).reverse();
  }

  /** The dispute, or the 400 Razorpay answers for an unknown id. */
  dispute(id: string): Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw RazorpayError.unknownId();
    return dispute;
  }

  /** Captures of one payment (more than one would be a sandbox bug the tests should catch). */
  capturesOf(paymentId: string): CaptureRecord[] {
    return this.captures.filter((c) => c.payment_id === paymentId);
  }

  /** Refund calls of one payment; `replayed: false` ones each created a refund. */
  refundRequestsOf(paymentId: string): RefundRequest[] {
    return this.refundRequests.filter((r) => r.payment_id === paymentId);
  }
}
