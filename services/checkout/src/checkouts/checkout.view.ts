import {
  chargesView,
  paiseToRupees,
  subtotalOf,
  withState,
  type CheckoutView,
} from '@arogya/contracts';
import type { CheckoutEntity } from './checkout.entity.js';
import { isPaid } from './checkout.transitions.js';

/** What a checkout's answer shows of it. */
export type ShownCheckout = Pick<
  CheckoutEntity,
  | 'id'
  | 'userId'
  | 'items'
  | 'shippingAddress'
  | 'paymentMethod'
  | 'totalPaise'
  | 'discountPaise'
  | 'shippingPaise'
  | 'codFeePaise'
  | 'offerDiscountPaise'
  | 'offers'
  | 'couponCode'
  | 'estimatedDelivery'
  | 'status'
  | 'paidAt'
  | 'orderId'
  | 'createdAt'
  | 'expiresAt'
>;

/**
 * A checkout as the API answers it (SPEC §3 "Checkout record"): the one mapping (the bench's
 * baseline runs a copy, checked against it).
 */
export function toCheckoutView(c: ShownCheckout): CheckoutView {
  return {
    _id: c.id,
    user: c.userId,
    checkoutItems: c.items.map(({ pricePaise, ...i }) => ({
      ...i,
      price: paiseToRupees(pricePaise),
    })),
    shippingAddress: withState(c.shippingAddress),
    paymentMethod: c.paymentMethod,
    subtotalPrice: paiseToRupees(subtotalOf(c)),
    discount: paiseToRupees(c.discountPaise),
    couponCode: c.couponCode,
    totalPrice: paiseToRupees(c.totalPaise),
    ...chargesView(c),
    estimatedDelivery: c.estimatedDelivery,
    status: c.status,
    // a checkout placed to be paid in cash on delivery (issue 32) is not paid
    isPaid: c.paymentMethod !== 'COD' && isPaid(c.status),
    paidAt: c.paidAt ? c.paidAt.toISOString() : null,
    isFinalized: c.status === 'finalized',
    orderId: c.orderId,
    createdAt: c.createdAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
  };
}
