import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * Money was captured that no order can take: the checkout had expired (its stock is back on
 * sale), it was already paid by another payment, or its coupon no longer held when it was paid
 * (a first-order coupon, once another order was paid first). The checkout service refunds it.
 */
export interface LatePaymentV1 {
  checkoutId: string;
  userId: string;
  razorpayPaymentId: string;
  amountPaise: number;
  /**
   * `expired`: paid after the hold ended; `duplicate`: a second payment for a paid checkout;
   * `coupon`: its coupon was refused when the payment was verified (issue 27)
   */
  reason: 'expired' | 'duplicate' | 'coupon';
  /** Razorpay's `X-Refund-Idempotency` key: the checkout id for its first late payment */
  refundKey: string;
}

export const LatePaymentV1 = defineEvent<LatePaymentV1>()(
  'shop.checkout.late-payment.v1',
  (v): v is LatePaymentV1 =>
    hasFields(v, {
      checkoutId: 'string',
      razorpayPaymentId: 'string',
      amountPaise: 'number',
      refundKey: 'string',
    }),
);
