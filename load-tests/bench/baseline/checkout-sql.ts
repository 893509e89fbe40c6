// The checkout's own statements, rules and answer, copied for the bench's baseline
// (baseline-checkout.ts): a copy of
//   services/checkout/src/checkouts/checkout.sql.ts (the open statuses, the customer's lock)
//   services/checkout/src/checkouts/checkout.transitions.ts (isPaid)
//   services/checkout/src/checkouts/checkout.view.ts (ShownCheckout, toCheckoutView)
//   services/checkout/src/checkouts/same-cart.ts (sameCart)
// The bench's job is to run the same statements as the shop, so that the baseline measures the
// shop's SQL without the shop around it. test/baseline-sql.unit.test.ts reads those files as
// text and fails when a declaration here is no longer the same code there (comments, types and
// whitespace aside; `ShownCheckout` by the fields it names): change the service, then copy its
// text here. Nothing else belongs here. The rest of a checkout's statements are TypeORM's in
// the service: baseline-checkout.ts writes them out.
import {
  chargesView,
  paiseToRupees,
  subtotalOf,
  type AppliedOffer,
  withState,
  type CheckoutInput,
  type CheckoutStatus,
  type CheckoutView,
  type PricedItem,
  type ShippingAddress,
} from '@arogya/contracts';

/** Statuses of a checkout that holds stock and awaits payment. */
export const OPEN_STATUSES = ['created', 'payment_pending'] as const;

/** Statuses of a checkout the shop verified as paid. */
export const PAID_STATUSES = ['paid', 'finalized'] as const;

/**
 * Takes customer `$1`'s lock until the transaction ends, so that two checkouts of the same
 * customer at once count each other.
 */
export const CUSTOMER_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('checkout-user:' || $1, 0))`;

/** Whether the shop has verified that a checkout was paid. */
export const isPaid = (status: CheckoutStatus) =>
  (PAID_STATUSES as readonly CheckoutStatus[]).includes(status);

/** What a checkout's answer shows of it: the service's `Pick` of its entity, written out. */
export interface ShownCheckout {
  id: string;
  userId: string;
  items: PricedItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  totalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  offerDiscountPaise: number;
  offers: AppliedOffer[];
  couponCode: string | null;
  estimatedDelivery: string | null;
  status: CheckoutStatus;
  paidAt: Date | null;
  orderId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** A checkout as the API answers it (SPEC §3 "Checkout record"). */
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

/** The lines of a checkout or cart, in one comparable form. */
const linesOf = (items: { productId: string; size: string; color: string; quantity: number }[]) =>
  JSON.stringify(items.map((i) => [i.productId, i.size, i.color, i.quantity]).sort());
/** An address field by field (jsonb keeps its own key order). */
const addressOf = (a: object) => JSON.stringify(Object.entries(a).sort());

/**
 * Whether open checkout `c` is this very cart, to the same address, with the same coupon code,
 * at the total shown (a cart checked out again while its checkout is open answers that checkout).
 */
export function sameCart(
  c: Pick<
    ShownCheckout,
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
