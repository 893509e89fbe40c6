import {
  type Caller,
  type CheckoutView,
  type PaymentProof,
  type PaymentVerifiedV1,
} from '@arogya/contracts';
import { conflict, LOGGER, notFound, RpcError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CheckoutEntity } from '../checkouts/checkout.entity.js';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CheckoutTransitions, isPaid, moveCheckout } from '../checkouts/checkout.transitions.js';
import { toCheckoutView } from '../checkouts/checkout.view.js';
import { NOT_VERIFIED } from '../checkouts/checkouts.service.js';
import { RazorpayClient, razorpayError, type RazorpayPayment } from './razorpay.client.js';

/** What `verifyPayment` answers when a payment does not check out (SPEC §4 reads `success`). */
const verifyFailed = () => new RpcError(400, 'Payment verification failed', { success: false });

/** Whether a Razorpay payment settles this checkout: its order, captured, the stored total in INR. */
export function settles(c: CheckoutEntity, p: RazorpayPayment): boolean {
  return (
    p.order_id === c.razorpayOrderId &&
    p.status === 'captured' &&
    p.amount === c.totalPaise &&
    p.currency === 'INR'
  );
}

/** How a verification ended. */
export type Verified = 'verified' | 'already' | 'expired';

/**
 * A payment counts only once the shop verified it — by the popup's signature (here), by a
 * signed webhook, or by asking Razorpay (reconciliation) — and all three end in
 * `paymentVerified`, the one "paid" move, which writes `payment-verified` once.
 */
@Injectable()
export class PaymentVerification {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** `POST /api/verifyPayment`: the signature over the stored order id, then the payment itself. */
  async verify(
    caller: Caller,
    proof: PaymentProof,
  ): Promise<{ success: true; checkoutId: string }> {
    const c = await this.checkouts.byRazorpayOrder(proof.orderId);
    if (!c || c.userId !== caller.userId) throw notFound('Checkout not found');
    if (
      !this.razorpay.paymentSignatureMatches(c.razorpayOrderId!, proof.paymentId, proof.signature)
    )
      throw verifyFailed();
    let payment: RazorpayPayment | null;
    try {
      payment = await this.razorpay.fetchPayment(proof.paymentId);
    } catch (err) {
      this.log.error({ err: razorpayError(err) }, 'Razorpay payment fetch failed');
      throw RazorpayClient.unreachable();
    }
    if (!payment || !settles(c, payment)) throw verifyFailed();
    await this.checkouts.transaction((m) =>
      this.paymentVerified(m, c.id, proof.paymentId, 'signature'),
    );
    return { success: true, checkoutId: c.id };
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
      await this.verify(caller, { ...proof, orderId: c.razorpayOrderId }).catch(() => {
        throw conflict(NOT_VERIFIED);
      });
      c = await this.checkouts.owned(caller, id);
    }
    if (!isPaid(c.status)) throw conflict(NOT_VERIFIED);
    return toCheckoutView(c);
  }

  /**
   * The one "payment verified" move. Locks the checkout; one already paid is left alone, so
   * signature, webhook and reconciliation together still write one event.
   */
  async paymentVerified(
    m: EntityManager,
    checkoutId: string,
    razorpayPaymentId: string,
    via: PaymentVerifiedV1['via'],
  ): Promise<Verified> {
    const c = (await this.checkouts.find(checkoutId, m, true))!;
    if (isPaid(c.status)) return 'already';
    if (!CheckoutTransitions.can(c.status, 'paid')) {
      this.log.error(
        { checkoutId, razorpayPaymentId, via },
        'Payment for an expired checkout: refund it by hand',
      );
      return 'expired';
    }
    await moveCheckout(m, c, { to: 'paid', razorpayPaymentId, via, actor: via });
    return 'verified';
  }
}
