import { defineEvent } from '../envelope.js';
import type { PricedItem } from '../checkout.js';
import { hasFields, isPricedItems } from './guards.js';

/** A shopper started a checkout; its stock is reserved until `expiresAt`. */
export interface CheckoutCreatedV1 {
  checkoutId: string;
  userId: string;
  items: PricedItem[];
  totalPricePaise: number;
  expiresAt: string;
}

export const CheckoutCreatedV1 = defineEvent<CheckoutCreatedV1>()(
  'shop.checkout.checkout-created.v1',
  (v): v is CheckoutCreatedV1 => hasFields(v, { checkoutId: 'string', items: isPricedItems }),
);
