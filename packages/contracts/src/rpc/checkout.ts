import {
  parseCheckoutInput,
  parsePaymentProof,
  type CheckoutInput,
  type CheckoutView,
  type FinalizeState,
  type PaymentOrder,
  type PaymentProof,
  type VerifyAnswer,
} from '../checkout.js';
import { parseChargesQuery, wireRupees, type ChargesQuery, type ChargesQuote } from '../charges.js';
import { paiseToRupees } from '../money.js';
import type { Caller } from '../users.js';
import { defineRpc, must } from './define.js';
import { ShopError } from '../errors.js';
import { adminRequest, callerIdRequest, callerOf, entityIdOf, fieldsOf } from './fields.js';
import type { CodZoneOutcomes } from '../cod.js';

/** A checkout from the wire (money in paise), read with the checkout form's rules. */
function checkoutInputOf(fields: Record<string, unknown>): CheckoutInput {
  const { items, shippingAddress, claimedTotalPaise, couponCode, paymentMethod } = fields;
  if (claimedTotalPaise !== null && claimedTotalPaise !== undefined) {
    if (!Number.isSafeInteger(claimedTotalPaise))
      throw new ShopError(400, 'claimedTotalPaise must be paise');
  }
  const total =
    typeof claimedTotalPaise === 'number' ? paiseToRupees(claimedTotalPaise) : undefined;
  return must(
    parseCheckoutInput({
      checkoutItems: items,
      shippingAddress,
      totalPrice: total,
      couponCode,
      paymentMethod,
    }),
  );
}

/** A payment proof, refused the way SPEC §4 reads it (`success: false`). */
export function paymentProofOf(value: unknown): PaymentProof {
  const r = parsePaymentProof(value);
  if (!r.ok) throw new ShopError(400, r.message, { success: false });
  return r.value;
}

/** A proof sent along with `PUT …/pay`: used only when complete, else none. */
export function optionalProofOf(value: unknown): Omit<PaymentProof, 'orderId'> | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = parsePaymentProof({ ...value, order_id: '' });
  return r.ok ? { paymentId: r.value.paymentId, signature: r.value.signature } : null;
}

/**
 * How long the gateway waits for a call that asks Razorpay (issue 27): longer than the checkout
 * service's whole budget for Razorpay (`RAZORPAY_BUDGET_MS`, checked at its start to leave
 * `PAYMENT_RPC_MARGIN_MS` for its own work), so that a slow Razorpay makes a shopper wait on a
 * pending answer, never read the gateway's time-out as a failed payment.
 */
export const PAYMENT_RPC_TIMEOUT_MS = 30_000;
/** What the checkout service keeps of `PAYMENT_RPC_TIMEOUT_MS` for its own work. */
export const PAYMENT_RPC_MARGIN_MS = 5_000;
const asksRazorpay = { timeoutMs: PAYMENT_RPC_TIMEOUT_MS };

/** Calls of the checkout service (`checkout.*`), each for the signed-in caller. */
export const CheckoutCalls = {
  /** Prices from the catalog, stock held; the client's total is only compared. */
  create: defineRpc<{ caller: Caller } & CheckoutInput, CheckoutView>(
    'checkout.checkouts.create',
    (p) => {
      const { caller, ...fields } = fieldsOf(p);
      return { caller: callerOf(caller), ...checkoutInputOf(fields) };
    },
  ),
  /**
   * Issue 32: what a cart of `subtotalPaise` with a coupon of `couponPaise` comes to at `pin`
   * (and whether the caller may pay in cash for `productIds`).
   */
  charges: defineRpc<{ caller: Caller } & ChargesQuery, ChargesQuote>(
    'checkout.checkouts.charges',
    (p) => {
      const { caller, subtotalPaise, couponPaise, pin, productIds, lines } = fieldsOf(p);
      // the lines back in the query's words, read by the same rules
      const items = Array.isArray(lines)
        ? lines
            .map((l) => {
              const { productId, quantity, pricePaise } = fieldsOf(l);
              return `${String(productId)}:${String(quantity)}:${String(wireRupees(pricePaise))}`;
            })
            .join(',')
        : lines;
      const query = must(
        parseChargesQuery({
          subtotal: wireRupees(subtotalPaise),
          discount: wireRupees(couponPaise),
          pin,
          products: Array.isArray(productIds) ? productIds.join(',') : productIds,
          items,
        }),
      );
      return { caller: callerOf(caller), ...query };
    },
  ),
  /** Issue 32: cash orders delivered and returned to origin, by delivery zone (the dashboard). */
  codOutcomes: defineRpc<{ caller: Caller }, CodZoneOutcomes[]>(
    'checkout.cod.outcomes',
    adminRequest,
  ),
  /** Issue 32: places a cash-on-delivery checkout without payment (its order then awaits confirmation). */
  placeCod: defineRpc<{ caller: Caller; id: string }, CheckoutView>(
    'checkout.checkouts.place-cod',
    callerIdRequest('checkout'),
  ),
  get: defineRpc<{ caller: Caller; id: string }, CheckoutView>(
    'checkout.checkouts.get',
    callerIdRequest('checkout'),
  ),
  /** The Razorpay order for the stored total (`claimedAmountPaise` is only compared). */
  paymentOrder: defineRpc<
    { caller: Caller; id: string; claimedAmountPaise: number | null },
    PaymentOrder
  >(
    'checkout.payments.create-order',
    (p) => {
      const { caller, id, claimedAmountPaise } = fieldsOf(p);
      if (claimedAmountPaise !== null && !Number.isSafeInteger(claimedAmountPaise))
        throw new ShopError(400, 'claimedAmountPaise must be paise');
      return {
        caller: callerOf(caller),
        id: entityIdOf(id, 'checkout'),
        claimedAmountPaise: claimedAmountPaise as number | null,
      };
    },
    asksRazorpay,
  ),
  /** The popup's signed result, checked against the stored order and with Razorpay. */
  verify: defineRpc<{ caller: Caller } & PaymentProof, VerifyAnswer>(
    'checkout.payments.verify',
    (p) => {
      const { caller, ...proof } = fieldsOf(p);
      return { caller: callerOf(caller), ...paymentProofOf(proof) };
    },
    asksRazorpay,
  ),
  /** 201 only for a checkout the server verified; a complete `proof` is verified first. */
  markPaid: defineRpc<
    { caller: Caller; id: string; proof: Omit<PaymentProof, 'orderId'> | null },
    CheckoutView
  >(
    'checkout.checkouts.pay',
    (p) => {
      const { caller, id, proof } = fieldsOf(p);
      return {
        caller: callerOf(caller),
        id: entityIdOf(id, 'checkout'),
        proof: optionalProofOf(proof),
      };
    },
    asksRazorpay,
  ),
  /** A paid checkout and its order id once the order exists (409 when not paid). */
  finalize: defineRpc<{ caller: Caller; id: string }, FinalizeState>(
    'checkout.checkouts.finalize',
    callerIdRequest('checkout'),
  ),
  /** A Razorpay webhook: the raw body (base64) as signed, its signature and event id. */
  webhook: defineRpc<
    { rawBody: string; signature: string | null; eventId: string | null },
    { status: string }
  >(
    'checkout.webhooks.razorpay',
    (p) => {
      const { rawBody, signature, eventId } = fieldsOf(p);
      if (typeof rawBody !== 'string') throw new ShopError(400, 'Missing body');
      return {
        rawBody,
        signature: typeof signature === 'string' ? signature : null,
        eventId: typeof eventId === 'string' && eventId ? eventId : null,
      };
    },
    asksRazorpay,
  ),
} as const;
