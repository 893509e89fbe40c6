import { paiseToRupees, withState, type CheckoutView } from '@arogya/contracts';
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
    subtotalPrice: paiseToRupees(c.totalPaise + c.discountPaise),
    discount: paiseToRupees(c.discountPaise),
    couponCode: c.couponCode,
    totalPrice: paiseToRupees(c.totalPaise),
    estimatedDelivery: c.estimatedDelivery,
    status: c.status,
    isPaid: isPaid(c.status),
    paidAt: c.paidAt ? c.paidAt.toISOString() : null,
    isFinalized: c.status === 'finalized',
    orderId: c.orderId,
    createdAt: c.createdAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
  };
}
