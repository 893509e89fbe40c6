import type { ShippingAddress } from '../checkout.js';
import { defineEvent } from '../envelope.js';
import type { AppliedOffer } from '../charges.js';
import { hasFields } from './guards.js';

/** One bought line of an order (money in paise). */
export interface OrderPlacedItem {
  productId: string;
  name: string;
  size: string;
  color: string;
  quantity: number;
  pricePaise: number;
  /** Issue 30 (absent on events of before): the variant sold, its SKU and name */
  variantId?: string;
  sku?: string;
  variant?: string;
}

/** An order was created from a verified payment. Cart removes the bought lines. */
export interface OrderPlacedV1 {
  orderId: string;
  checkoutId: string;
  userId: string;
  items: OrderPlacedItem[];
  totalPricePaise: number;
  /**
   * Issue 28 (absent on events written before it): what the confirmation tells the shopper,
   * so that notifications never reads the orders' data.
   */
  userName?: string;
  discountPaise?: number;
  couponCode?: string | null;
  /** the delivery promise made at checkout (YYYY-MM-DD), null when none applied */
  estimatedDelivery?: string | null;
  shippingAddress?: ShippingAddress;
  /**
   * Issue 32 (absent on events written before it: none charged): shipping, the COD fee and the
   * offers taken off without a code (`totalPricePaise` is after them all)
   */
  shippingPaise?: number;
  codFeePaise?: number;
  offerDiscountPaise?: number;
  offers?: AppliedOffer[];
  paymentMethod?: string;
  placedAt?: string;
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
