import { defineEvent } from '../envelope.js';
import type { PricedItem } from '../checkout.js';
import { hasFields, isPricedItems } from './guards.js';

/**
 * A cash-on-delivery order came back to the shop undelivered (return to origin, issue 32): its
 * items go back on sale, and the checkout service counts it against the customer and the PIN.
 * Nothing is refunded: no money was taken.
 */
export interface OrderReturnedV1 {
  orderId: string;
  checkoutId: string;
  userId: string;
  items: PricedItem[];
  /** the PIN it was sent to */
  postalCode: string;
  returnedAt: string;
}

export const OrderReturnedV1 = defineEvent<OrderReturnedV1>()(
  'shop.orders.order-returned.v1',
  (v): v is OrderReturnedV1 =>
    hasFields(v, {
      orderId: 'string',
      checkoutId: 'string',
      postalCode: 'string',
      items: isPricedItems,
    }),
);
