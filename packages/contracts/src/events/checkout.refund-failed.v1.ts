import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * A cancelled order's refund failed: Razorpay refused it, every retry failed, or the bank
 * returned it (`refund.failed`). An admin must act.
 */
export interface RefundFailedV1 {
  orderId: string;
  checkoutId: string;
  razorpayPaymentId: string;
  amountPaise: number;
  reason: string;
}

export const RefundFailedV1 = defineEvent<RefundFailedV1>()(
  'shop.checkout.refund-failed.v1',
  (v): v is RefundFailedV1 => hasFields(v, { orderId: 'string', reason: 'string' }),
);
