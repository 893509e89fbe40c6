import { defineEvent } from '../envelope.js';
import type { PaymentVerifiedV1 } from './checkout.payment-verified.v1.js';
import { hasFields, isPricedItems } from './guards.js';

/**
 * Issue 32: a shopper placed a checkout to be paid in cash on delivery. Carries everything the
 * order needs, as payment-verified does for one paid online; orders places it awaiting the
 * shopper's confirmation.
 */
export type CodPlacedV1 = Omit<
  PaymentVerifiedV1,
  'razorpayOrderId' | 'razorpayPaymentId' | 'paidAt' | 'via'
> & { placedAt: string };

export const CodPlacedV1 = defineEvent<CodPlacedV1>()(
  'shop.checkout.cod-placed.v1',
  (v): v is CodPlacedV1 =>
    hasFields(v, {
      checkoutId: 'string',
      userId: 'string',
      totalPricePaise: 'number',
      shippingAddress: 'record',
      items: isPricedItems,
    }),
);
