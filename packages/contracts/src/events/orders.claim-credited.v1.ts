import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * A claim's credit note is issued (issue 33): the units' value as invoiced, to the paisa. Checkout
 * refunds a card payment that much (Razorpay, keyed by the claim); a cash order's is sent to the
 * shopper's account by staff. Fulfilment shows it on the claim.
 */
export interface ClaimCreditedV1 {
  claimId: string;
  orderId: string;
  userId: string;
  creditNoteNumber: string;
  amountPaise: number;
  paymentMethod: 'Razorpay' | 'COD';
  /** a card payment's checkout and payment (null for cash) */
  checkoutId: string;
  razorpayPaymentId: string | null;
}

export const ClaimCreditedV1 = defineEvent<ClaimCreditedV1>()(
  'shop.orders.claim-credited.v1',
  (v): v is ClaimCreditedV1 =>
    hasFields(v, {
      claimId: 'string',
      orderId: 'string',
      creditNoteNumber: 'string',
      amountPaise: 'number',
    }),
);
