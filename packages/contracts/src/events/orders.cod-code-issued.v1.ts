import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * Issue 32: a cash-on-delivery order awaits its shopper's confirmation; notifications texts
 * them the code (the orders service keeps only its hash). The code crosses the event stream as
 * the users service's sign-in codes cross their call: a short-lived code, useful only to
 * confirm this order.
 */
export interface CodCodeIssuedV1 {
  orderId: string;
  userId: string;
  /** the shipping address's mobile (10 digits) */
  phone: string;
  code: string;
  /** the order's total, paise: what the courier collects */
  totalPricePaise: number;
  /** until when the code confirms the order (ISO) */
  confirmBy: string;
}

export const CodCodeIssuedV1 = defineEvent<CodCodeIssuedV1>()(
  'shop.orders.cod-code-issued.v1',
  (v): v is CodCodeIssuedV1 =>
    hasFields(v, {
      orderId: 'string',
      userId: 'string',
      phone: 'string',
      code: 'string',
      totalPricePaise: 'number',
      confirmBy: 'string',
    }),
);
