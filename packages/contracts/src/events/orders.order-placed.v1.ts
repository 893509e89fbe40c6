import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

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
    hasFields(v, {
      orderId: 'string',
      userId: 'string',
      items: (items) =>
        Array.isArray(items) &&
        items.every((i) =>
          hasFields(i, {
            productId: 'string',
            quantity: 'number',
            size: 'string',
            color: 'string',
          }),
        ),
    }),
);
