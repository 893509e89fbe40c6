import { defineEvent } from '../envelope.js';
import type { PricedItem } from '../checkout.js';
import { hasFields, isPricedItems } from './guards.js';

/** An order was cancelled: its items go back into stock and a paid order is refunded. */
export interface OrderCancelledV1 {
  orderId: string;
  checkoutId: string;
  userId: string;
  items: PricedItem[];
  totalPricePaise: number;
  /** The Razorpay payment to refund, when the order was paid. */
  razorpayPaymentId: string | null;
}

export const OrderCancelledV1 = defineEvent<OrderCancelledV1>()(
  'shop.orders.order-cancelled.v1',
  (v): v is OrderCancelledV1 =>
    hasFields(v, { orderId: 'string', checkoutId: 'string', items: isPricedItems }),
);
