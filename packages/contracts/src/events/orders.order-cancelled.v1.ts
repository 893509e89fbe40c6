import { defineEvent, isRecord } from '../envelope.js';
import type { PricedItem } from '../checkout.js';
import { isPricedItems } from './guards.js';

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
    isRecord(v) &&
    typeof v.orderId === 'string' &&
    typeof v.checkoutId === 'string' &&
    isPricedItems(v.items),
);
