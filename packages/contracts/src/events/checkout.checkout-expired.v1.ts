import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/** A checkout was never paid in time; its reserved stock goes back on sale. */
export interface CheckoutExpiredV1 {
  checkoutId: string;
  userId: string;
}

export const CheckoutExpiredV1 = defineEvent<CheckoutExpiredV1>()(
  'shop.checkout.checkout-expired.v1',
  (v): v is CheckoutExpiredV1 => hasFields(v, { checkoutId: 'string' }),
);
