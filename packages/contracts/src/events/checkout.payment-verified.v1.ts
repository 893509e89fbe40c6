import { defineEvent } from '../envelope.js';
import type { AppliedOffer } from '../charges.js';
import type { CodDecision } from '../cod.js';
import type { PricedItem, ShippingAddress } from '../checkout.js';
import { hasFields, isPricedItems } from './guards.js';

/**
 * The shop itself verified that a checkout was paid (signature, webhook or reconciliation).
 * Carries everything the order needs, so that orders never reads checkout's data.
 */
export interface PaymentVerifiedV1 {
  checkoutId: string;
  userId: string;
  userName: string;
  items: PricedItem[];
  shippingAddress: ShippingAddress;
  /** what was paid: the items' total less the coupon's discount */
  totalPricePaise: number;
  /** issue 19 (absent on events written before it): the coupon and its discount */
  discountPaise?: number;
  couponCode?: string | null;
  /** issue 19: the delivery promise made at checkout (YYYY-MM-DD), null when none applied */
  estimatedDelivery?: string | null;
  /**
   * Issue 32 (absent on events written before it: none charged): shipping, the COD fee and the
   * offers taken off without a code (`totalPricePaise` is after them all)
   */
  shippingPaise?: number;
  codFeePaise?: number;
  offerDiscountPaise?: number;
  offers?: AppliedOffer[];
  /** issue 32: the cash-on-delivery decision taken for the checkout (absent before) */
  codDecision?: CodDecision | null;
  paymentMethod: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  paidAt: string;
  via: 'signature' | 'webhook' | 'reconciliation';
}

export const PaymentVerifiedV1 = defineEvent<PaymentVerifiedV1>()(
  'shop.checkout.payment-verified.v1',
  (v): v is PaymentVerifiedV1 =>
    hasFields(v, {
      checkoutId: 'string',
      userId: 'string',
      razorpayPaymentId: 'string',
      totalPricePaise: 'number',
      shippingAddress: 'record',
      items: isPricedItems,
    }),
);
