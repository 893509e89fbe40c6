import {
  COUPON_REFUSALS,
  LATE_PAYMENT,
  PAYMENT_PENDING,
  type Caller,
  type CheckoutView,
  type PaymentProof,
  type PaymentVerifiedV1,
  type VerifyAnswer,
} from '@arogya/contracts';
import { conflict, counter, LOGGER, notFound, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CheckoutEntity } from '../checkouts/checkout.entity.js';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CheckoutHooks } from '../checkouts/checkout.hooks.js';
import {
  CheckoutMoves,
  CheckoutTransitions,
  isPaid,
  recordLatePayment,
} from '../checkouts/checkout.transitions.js';
import { toCheckoutView } from '../checkouts/checkout.view.js';
import { NOT_VERIFIED } from '../checkouts/checkouts.service.js';
import {
  isAuthorized,
  isCaptured,
  RazorpayClient,
  type RazorpayPayment,
} from './razorpay.client.js';
import { classify } from './razorpay.errors.js';

/** What `verifyPayment` answers when a payment does not check out (SPEC §4 reads `success`). */
const verifyFailed = () => new ShopError(400, 'Payment verification failed', { success: false });

/** What a shopper who paid a checkout twice is told of the second payment (HTTP 409). */
export const DUPLICATE_PAYMENT = 'This checkout was already paid; this payment will be refunded';

/** What a shopper whose coupon no longer held at payment is told (HTTP 409). */
export const couponRefusedAtPayment = (refusal: string) =>
  `${refusal}: this payment will be refunded in full. Please check out again without it.`;

/** Payments the shop counted, by how it learnt of them (the webhook alert compares them). */
const paymentsVerified = counter('checkout_payments_verified_total', 'Payments verified', ['via']);

/** Whether a Razorpay payment is for this checkout: its order, the stored total, in INR. */
export function matches(c: CheckoutEntity, p: RazorpayPayment): boolean {
  return p.order_id === c.razorpayOrderId && p.amount === c.totalPaise && p.currency === 'INR';
}

/** How settling a payment ended. */
export type Settled =
  /** the checkout is paid by it now */
  | 'verified'
  /** it had been counted already */
  | 'already'
  /** captured, but the checkout had expired: refunded */
  | 'late'
  /** captured, but another payment paid the checkout: refunded */
  | 'duplicate'
  /** captured, but the checkout's coupon was refused at payment: refunded, the checkout expired */
  | 'coupon'
  /** authorised after the checkout expired: not captured, Razorpay gives it back */
  | 'lapsed'
  /** not for this checkout (order, amount or currency) or not paid (failed, created) */
  | 'refused';

/**
 * A payment counts only once the shop verified it with Razorpay — told by the popup's
 * signature, a signed webhook, or found by reconciliation — and all three end in `settle`:
 * an authorised payment is captured first (only while its checkout can still take it), then
 * one transaction either makes the checkout paid (`payment-verified`, once) or, for captured
 * money no order can take, records a late payment, which is refunded.
 */
@Injectable()
export class PaymentVerification {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    private readonly moves: CheckoutMoves,
    private readonly hooks: CheckoutHooks,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /**
   * `POST /api/verifyPayment`: the signature over the stored order id, then the payment as
   * Razorpay has it. Answers pending (not failed) when Razorpay cannot be asked or the capture
   * did not go through yet, so the shopper waits instead of paying twice; 409 when the checkout
   * expired (the payment is refunded).
   */
  async verify(caller: Caller, proof: PaymentProof): Promise<VerifyAnswer> {
    const c = await this.checkouts.byRazorpayOrder(proof.orderId);
    if (!c || c.userId !== caller.userId) throw notFound('Checkout not found');
    if (
      !this.razorpay.paymentSignatureMatches(c.razorpayOrderId!, proof.paymentId, proof.signature)
    )
      throw verifyFailed();
    if (isPaid(c.status) && c.razorpayPaymentId === proof.paymentId)
      return { success: true, checkoutId: c.id };
    let settled: Settled;
    try {
      const payment = await this.razorpay.fetchPayment(proof.paymentId);
      if (!payment) throw verifyFailed();
      settled = await this.settle(c.id, payment, 'signature');
    } catch (err) {
      if (err instanceof ShopError) throw err;
      const f = classify(err);
      if (!f.transient) throw verifyFailed();
      this.log.warn({ checkoutId: c.id, err: f }, 'Payment not verified yet: pending');
      return { success: false, pending: true, checkoutId: c.id, message: PAYMENT_PENDING };
    }
    if (settled === 'verified' || settled === 'already') return { success: true, checkoutId: c.id };
    if (settled === 'late' || settled === 'lapsed') throw conflict(LATE_PAYMENT);
    if (settled === 'duplicate') throw conflict(DUPLICATE_PAYMENT);
    if (settled === 'coupon')
      throw conflict(couponRefusedAtPayment(COUPON_REFUSALS.firstOrderOnly(c.couponCode ?? '')));
    throw verifyFailed();
  }

  /**
   * `PUT /api/checkout/:id/pay`: 201 only for a checkout the server verified. A body claiming
   * `paid` proves nothing; a signed proof is verified like `verifyPayment`.
   */
  async markPaid(
    caller: Caller,
    id: string,
    proof: Omit<PaymentProof, 'orderId'> | null,
  ): Promise<CheckoutView> {
    let c = await this.checkouts.owned(caller, id);
    if (!isPaid(c.status) && proof && c.razorpayOrderId) {
      await this.verify(caller, { ...proof, orderId: c.razorpayOrderId }).catch(() => undefined);
      c = await this.checkouts.owned(caller, id);
    }
    if (!isPaid(c.status)) throw conflict(NOT_VERIFIED);
    return toCheckoutView(c);
  }

  /**
   * Settles `payment` (as just fetched from Razorpay) against checkout `checkoutId`, outside
   * any transaction: an authorised payment is captured while the checkout can still take it
   * (a Razorpay failure throws, classified, and nothing is written); then `record`.
   */
  async settle(
    checkoutId: string,
    payment: RazorpayPayment,
    via: PaymentVerifiedV1['via'],
  ): Promise<Settled> {
    const c = (await this.checkouts.find(checkoutId))!;
    if (!matches(c, payment)) {
      this.log.error({ checkoutId, paymentId: payment.id, via }, 'Payment does not match');
      return 'refused';
    }
    let p = payment;
    if (isAuthorized(p)) {
      if (!CheckoutTransitions.can(c.status, 'paid')) {
        this.log.warn({ checkoutId, paymentId: p.id, via }, 'Authorisation left to lapse');
        return isPaid(c.status) && c.razorpayPaymentId === p.id ? 'already' : 'lapsed';
      }
      p = await this.razorpay.capture(p.id, p.amount);
    }
    if (!isCaptured(p)) return 'refused';
    return this.checkouts.transaction((m) => this.record(m, checkoutId, p, via));
  }

  /**
   * The one "payment verified" move, for a captured payment. Locks the checkout: one already
   * paid by it is left alone, so signature, webhook and reconciliation together still write one
   * event; captured money it cannot take is recorded as a late payment (refunded).
   */
  private async record(
    m: EntityManager,
    checkoutId: string,
    p: RazorpayPayment,
    via: PaymentVerifiedV1['via'],
  ): Promise<Settled> {
    const c = (await this.checkouts.find(checkoutId, m, true))!;
    if (isPaid(c.status) && c.razorpayPaymentId === p.id) return 'already';
    if (CheckoutTransitions.can(c.status, 'paid')) {
      const refusal = await this.hooks.refusalAtPayment(m, c);
      if (refusal) {
        // the whole payment goes back and the stock with it: the shop cannot charge the
        // discount afterwards, and honouring it would give one customer two first orders
        const expired = await this.moves.move(m, c, { to: 'expired', actor: 'coupon' });
        await recordLatePayment(m, expired, p, via, 'coupon');
        this.log.warn({ checkoutId, paymentId: p.id, via, refusal }, 'Coupon refused at payment');
        return 'coupon';
      }
      await this.moves.move(m, c, { to: 'paid', razorpayPaymentId: p.id, via, actor: via });
      paymentsVerified.inc({ via });
      return 'verified';
    }
    const late = c.status === 'expired' ? 'late' : 'duplicate';
    if (await recordLatePayment(m, c, p, via))
      this.log.warn(
        { checkoutId, paymentId: p.id, via, late },
        'Payment no order can take: refund',
      );
    return late;
  }
}
