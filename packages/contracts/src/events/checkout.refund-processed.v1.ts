import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/** Razorpay paid a cancelled order's refund back to the shopper (`refund.processed`). */
export interface RefundProcessedV1 {
  orderId: string;
  checkoutId: string;
  razorpayPaymentId: string;
  /** null when the payment had been refunded outside the shop (e.g. on Razorpay's dashboard) */
  razorpayRefundId: string | null;
  amountPaise: number;
}

export const RefundProcessedV1 = defineEvent<RefundProcessedV1>()(
  'shop.checkout.refund-processed.v1',
  (v): v is RefundProcessedV1 => hasFields(v, { orderId: 'string', amountPaise: 'number' }),
);
