import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * Razorpay accepted the refund of a cancelled order's payment (`pending` until the bank pays it
 * back: `refund-processed` or `refund-failed` follows). Orders records it.
 */
export interface RefundIssuedV1 {
  orderId: string;
  checkoutId: string;
  razorpayPaymentId: string;
  razorpayRefundId: string;
  amountPaise: number;
}

export const RefundIssuedV1 = defineEvent<RefundIssuedV1>()(
  'shop.checkout.refund-issued.v1',
  (v): v is RefundIssuedV1 =>
    hasFields(v, { orderId: 'string', razorpayRefundId: 'string', amountPaise: 'number' }),
);
