import { defineEvent, isRecord } from '../envelope.js';
import type { PricedItem, ShippingAddress } from '../checkout.js';
import { isPricedItems } from './guards.js';

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
  totalPricePaise: number;
  paymentMethod: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  paidAt: string;
  via: 'signature' | 'webhook' | 'reconciliation';
}

export const PaymentVerifiedV1 = defineEvent<PaymentVerifiedV1>()(
  'shop.checkout.payment-verified.v1',
  (v): v is PaymentVerifiedV1 =>
    isRecord(v) &&
    typeof v.checkoutId === 'string' &&
    typeof v.userId === 'string' &&
    typeof v.razorpayPaymentId === 'string' &&
    typeof v.totalPricePaise === 'number' &&
    isRecord(v.shippingAddress) &&
    isPricedItems(v.items),
);
