import type { ClaimCreditedV1, LatePaymentV1, OrderCancelledV1 } from '@arogya/contracts';
import type { NewRefund } from './refund.transitions.js';

/**
 * The refunds the shop owes, from the events that say so; null when nothing is owed. Each is
 * keyed (its id, and Razorpay's idempotency key) by what it pays back.
 */

/** `orders.order-cancelled.v1` of a paid order: its whole payment, keyed by the order. */
export function ofCancelledOrder(cancelled: OrderCancelledV1): NewRefund | null {
  if (!cancelled.razorpayPaymentId || cancelled.totalPricePaise <= 0) return null;
  return {
    id: cancelled.orderId,
    orderId: cancelled.orderId,
    checkoutId: cancelled.checkoutId,
    razorpayPaymentId: cancelled.razorpayPaymentId,
    amountPaise: cancelled.totalPricePaise,
    reason: 'order-cancelled',
  };
}

/** `checkout.late-payment.v1`: the payment goes back (keyed by the checkout for its first). */
export const ofLatePayment = (late: LatePaymentV1): NewRefund => ({
  id: late.refundKey,
  orderId: null,
  checkoutId: late.checkoutId,
  razorpayPaymentId: late.razorpayPaymentId,
  amountPaise: late.amountPaise,
  reason: 'late-payment',
});

/**
 * `orders.claim-credited.v1` of a card payment (issue 33): the claim's credit note, keyed by the
 * claim (what is left of the payment, up to that, is paid back). A cash order's is staff's to
 * send to the shopper's account.
 */
export function ofClaim(c: ClaimCreditedV1): NewRefund | null {
  if (c.paymentMethod !== 'Razorpay' || !c.razorpayPaymentId || c.amountPaise <= 0) return null;
  return {
    id: c.claimId,
    orderId: c.orderId,
    checkoutId: c.checkoutId,
    razorpayPaymentId: c.razorpayPaymentId,
    amountPaise: c.amountPaise,
    reason: 'claim',
  };
}
