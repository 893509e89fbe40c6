import type { CheckoutInput } from '@arogya/contracts';
import type { CheckoutEntity } from './checkout.entity.js';

/** The lines of a checkout or cart, in one comparable form. */
const linesOf = (items: { productId: string; size: string; color: string; quantity: number }[]) =>
  JSON.stringify(items.map((i) => [i.productId, i.size, i.color, i.quantity]).sort());
/** An address field by field (jsonb keeps its own key order). */
const addressOf = (a: object) => JSON.stringify(Object.entries(a).sort());

/**
 * Whether open checkout `c` is this very cart, to the same address, with the same coupon code
 * and way of paying, at the total shown (a cart
 * checked out again while its checkout is open answers that checkout). The bench's
 * baseline runs a copy, checked against it.
 */
export function sameCart(
  c: Pick<
    CheckoutEntity,
    'items' | 'shippingAddress' | 'totalPaise' | 'couponCode' | 'paymentMethod'
  >,
  input: CheckoutInput,
): boolean {
  return (
    linesOf(c.items) === linesOf(input.items) &&
    addressOf(c.shippingAddress) === addressOf(input.shippingAddress) &&
    (c.couponCode ?? null) === (input.couponCode ?? null) &&
    c.paymentMethod === input.paymentMethod &&
    (input.claimedTotalPaise === null || input.claimedTotalPaise === c.totalPaise)
  );
}
