import { defineEvent, isRecord } from '../envelope.js';

/** One bought line of an order (money in paise). */
export interface OrderPlacedItem {
  productId: string;
  name: string;
  size: string;
  color: string;
  quantity: number;
  pricePaise: number;
}

/** An order was created from a verified payment. Cart removes the bought lines. */
export interface OrderPlacedV1 {
  orderId: string;
  checkoutId: string;
  userId: string;
  items: OrderPlacedItem[];
  totalPricePaise: number;
}

export const OrderPlacedV1 = defineEvent<OrderPlacedV1>()(
  'shop.orders.order-placed.v1',
  (v): v is OrderPlacedV1 =>
    isRecord(v) &&
    typeof v.orderId === 'string' &&
    typeof v.userId === 'string' &&
    Array.isArray(v.items) &&
    v.items.every(
      (i) =>
        isRecord(i) &&
        typeof i.productId === 'string' &&
        typeof i.quantity === 'number' &&
        typeof i.size === 'string' &&
        typeof i.color === 'string',
    ),
);
