import { CART_MAX_QUANTITY, type CartLine } from './cart.js';
import { productUnits } from './product-facts.js';
import type { Parsed } from './products.js';
import { isEntityId } from './products.js';
import { isIndia, PIN_RE, stateNamed, typedPin } from './india.js';
import { paiseToRupees } from './money.js';
import { indianMobile } from './notifications.js';
import { BAD_PIN } from './serviceability.js';
import type { ChargesView } from './charges.js';
import { cleanText, invisibleRefusal } from './text.js';

/**
 * SPEC §3 "Shipping address", the Indian way (issue 19): `state` is one of the 36 states and
 * union territories (India's name for it, see india.ts), and the country is India. A request
 * may leave the state out: checkout fills it in from the PIN code's directory entry (and
 * refuses a state the PIN is not in). Addresses stored before issue 19 have no state.
 */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  state: string;
  country: string;
  phone: string;
}

/** An address as stored, with `state` '' when it was stored before addresses had one. */
export const withState = (a: ShippingAddress): ShippingAddress =>
  a.state === undefined ? { ...a, state: '' } : a;

export const STATE_REQUIRED = 'Please choose your state or union territory';
export const INDIA_ONLY = 'We deliver only within India';

/**
 * The checkout form's messages (SPEC §5's rules, made forgiving in issue 31): plain words that
 * say what to type. The address book's form and the server answer the same ones.
 */
export const ADDRESS_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name (an initial is fine)',
  address: 'Enter your house, street and area',
  city: 'Enter your town or city',
  postalCode: BAD_PIN,
  phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
} as const;

/** A name: any letter at all ('Om', the initial 'K', 'ओम'). */
const hasLetter = (v: string) => /\p{L}/u.test(v);

/**
 * A shipping address's phone as people type it — `+91 98765 43210`, `091-98765-43210`,
 * `(98765) 43210` — as the 10 digits kept; what is not an Indian mobile (10 digits from 6 to 9
 * first) stays as typed, for the rule to refuse.
 */
export const shippingPhone = (typed: string): string => indianMobile(typed)?.slice(2) ?? typed;

/** How a field is read before its rules: the PIN and the phone as people type them. */
const NORMALISE: Partial<Record<keyof ShippingAddress, (v: string) => string>> = {
  postalCode: typedPin,
  phone: shippingPhone,
};

/** The checkout form's rules and messages (SPEC §5), checked on the server too, in this order. */
const ADDRESS_RULES: [keyof ShippingAddress, (v: string) => boolean, string][] = [
  ['firstName', hasLetter, ADDRESS_MESSAGES.firstName],
  ['lastName', hasLetter, ADDRESS_MESSAGES.lastName],
  ['address', (v) => v.length >= 9, ADDRESS_MESSAGES.address],
  ['city', (v) => v.length >= 3, ADDRESS_MESSAGES.city],
  ['postalCode', (v) => PIN_RE.test(v), ADDRESS_MESSAGES.postalCode],
  ['state', (v) => v === '' || stateNamed(v) !== undefined, STATE_REQUIRED],
  ['country', (v) => v.length >= 1, 'Country is required'],
  ['country', isIndia, INDIA_ONLY],
  ['phone', (v) => /^[6-9]\d{9}$/.test(v), ADDRESS_MESSAGES.phone],
];

/**
 * The address field a `parseShippingAddress` message is about (for the form to mark it and move
 * the focus there), or undefined for one about no field.
 */
export function addressFieldOf(message: string): keyof ShippingAddress | undefined {
  const rule = ADDRESS_RULES.find(([, , m]) => m === message);
  if (rule) return rule[0];
  const named = /shippingAddress\.(\w+)/.exec(message)?.[1];
  return ADDRESS_RULES.find(([k]) => k === named)?.[0];
}

/**
 * Validates a shipping address; answers the first failing message, as the form shows it. The
 * state comes back under its own name ('rajasthan' → 'Rajasthan'), '' when not given; the
 * country as sent (SPEC's echo: 'INDIA'), once it is India; the PIN as its 6 digits ('560 001'
 * → '560001') and the phone as its 10 ('+91 98765 43210' → '9876543210').
 */
export function parseShippingAddress(value: unknown): Parsed<ShippingAddress> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'shippingAddress is required' };
  }
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if (!ADDRESS_RULES.some(([k]) => k === key))
      return { ok: false, message: `Unknown field: shippingAddress.${key}` };
  }
  const out = {} as ShippingAddress;
  for (const [key, ok, message] of ADDRESS_RULES) {
    const given = v[key];
    const raw =
      typeof given === 'string' || typeof given === 'number' ? cleanText(String(given)) : '';
    if (raw === null) return { ok: false, message: invisibleRefusal(`shippingAddress.${key}`) };
    const normal = NORMALISE[key]?.(raw) ?? raw;
    if (!ok(normal) || normal.length > 200) return { ok: false, message };
    out[key] = normal;
  }
  out.state = out.state ? stateNamed(out.state)!.name : '';
  return { ok: true, value: out };
}

/** The payment method of every checkout and order (SPEC §9: the provider's fixed name). */
export const PAYMENT_METHOD = 'Razorpay';

/** Issue 32: how a shopper pays: online through Razorpay, or in cash when the parcel arrives. */
export const PAYMENT_METHODS = [PAYMENT_METHOD, 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (v: unknown): v is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(v);
export const CHECKOUT_MAX_ITEMS = 50;
/**
 * The largest total one checkout (and so one order and one Razorpay order) may come to: ₹2
 * crore, below the integer columns that keep totals in paise (2,147,483,647).
 */
export const ORDER_MAX_TOTAL_PAISE = 2_000_000_000;

/** The refusal of a checkout costing more than `maxPaise` (the shop's cap on one payment). */
export const orderTooLarge = (maxPaise: number) =>
  `An order's total may be at most ₹${paiseToRupees(maxPaise)}: please split it into several orders`;

/** A requested checkout line: only these say anything; names and prices come from the catalog. */
export interface CheckoutItemInput {
  productId: string;
  quantity: number;
  size: string;
  color: string;
}

/** A validated `POST /api/checkout` body. */
export interface CheckoutInput {
  items: CheckoutItemInput[];
  shippingAddress: ShippingAddress;
  /** What the shopper was shown, in paise; compared with the server's total, never used. */
  claimedTotalPaise: number | null;
  /** A coupon code to apply (upper case), priced by the server; null when none. */
  couponCode: string | null;
  /** Issue 32: online (Razorpay, the default) or cash on delivery */
  paymentMethod: PaymentMethod;
}

/** A coupon code as shoppers type it: 3–32 letters, digits and dashes (any case). */
export const COUPON_CODE_RE = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
export const BAD_COUPON_CODE = 'Coupon codes are 3 to 32 letters, digits or dashes';

/** A shopper's coupon code, upper-cased; null for none ('' or absent). */
export function parseCouponCode(value: unknown): Parsed<string | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: BAD_COUPON_CODE };
  const code = value.trim().toUpperCase();
  if (code === '') return { ok: true, value: null };
  return COUPON_CODE_RE.test(code)
    ? { ok: true, value: code }
    : { ok: false, message: BAD_COUPON_CODE };
}

const ITEM_ECHO = new Set([
  'productId',
  'quantity',
  'size',
  'color',
  'name',
  'image',
  'price',
  '_id',
  'variantId',
  'sku',
]);

/**
 * Validates checkout lines; equal lines (product, size, colour) are added up, and a product's
 * lines together hold at most `CART_MAX_QUANTITY` units.
 */
export function parseCheckoutItems(value: unknown): Parsed<CheckoutItemInput[]> {
  if (!Array.isArray(value) || value.length === 0) {
    return { ok: false, message: 'Your cart is empty' };
  }
  if (value.length > CHECKOUT_MAX_ITEMS) {
    return { ok: false, message: `A checkout holds at most ${CHECKOUT_MAX_ITEMS} items` };
  }
  const items: CheckoutItemInput[] = [];
  for (const [i, raw] of value.entries()) {
    if (typeof raw !== 'object' || raw === null)
      return { ok: false, message: `checkoutItems[${i}] must be an item` };
    const it = raw as Record<string, unknown>;
    const unknown = Object.keys(it).find((k) => !ITEM_ECHO.has(k));
    if (unknown) return { ok: false, message: `Unknown field: checkoutItems[${i}].${unknown}` };
    if (!isEntityId(it.productId))
      return { ok: false, message: `checkoutItems[${i}].productId must be a product id` };
    const q = it.quantity;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q > CART_MAX_QUANTITY) {
      return {
        ok: false,
        message: `checkoutItems[${i}].quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`,
      };
    }
    const text = (x: unknown) => (typeof x === 'string' ? x.trim().slice(0, 100) : '');
    const item = {
      productId: it.productId,
      quantity: q,
      size: text(it.size),
      color: text(it.color),
    };
    const same = items.find(
      (x) => x.productId === item.productId && x.size === item.size && x.color === item.color,
    );
    if (same) same.quantity += q;
    else items.push(item);
  }
  // a line's cap holds for the product, however many lines (sizes, colours) split it
  if ([...productUnits(items).values()].some((units) => units > CART_MAX_QUANTITY)) {
    return {
      ok: false,
      message: `A checkout holds at most ${CART_MAX_QUANTITY} units of one product, all its sizes and colours together`,
    };
  }
  return { ok: true, value: items };
}

/** Validates `POST /api/checkout` (SPEC §7: checkoutItems, shippingAddress, paymentMethod, totalPrice). */
export function parseCheckoutInput(body: unknown): Parsed<CheckoutInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object' };
  }
  const b = body as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (
      !['checkoutItems', 'shippingAddress', 'paymentMethod', 'totalPrice', 'couponCode'].includes(
        key,
      )
    ) {
      return { ok: false, message: `Unknown field: ${key}` };
    }
  }
  if (b.paymentMethod !== undefined && !isPaymentMethod(b.paymentMethod)) {
    return { ok: false, message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` };
  }
  const items = parseCheckoutItems(b.checkoutItems);
  if (!items.ok) return items;
  const address = parseShippingAddress(b.shippingAddress);
  if (!address.ok) return address;
  let claimedTotalPaise: number | null = null;
  if (b.totalPrice !== undefined) {
    const t = b.totalPrice;
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 0)
      return { ok: false, message: 'totalPrice must be a rupee amount' };
    claimedTotalPaise = Math.round(t * 100);
  }
  const coupon = parseCouponCode(b.couponCode);
  if (!coupon.ok) return coupon;
  return {
    ok: true,
    value: {
      items: items.value,
      shippingAddress: address.value,
      claimedTotalPaise,
      couponCode: coupon.value,
      paymentMethod: (b.paymentMethod as PaymentMethod | undefined) ?? PAYMENT_METHOD,
    },
  };
}

/**
 * A bought line as checkouts and orders keep it: a cart line with its price in paise (tax
 * inclusive), and the product's HSN code and GST rate (percent) at the time it was priced —
 * absent on lines priced before issue 19.
 */
export type PricedItem = Omit<CartLine, 'price'> & {
  pricePaise: number;
  hsn?: string;
  gstRate?: number;
  /**
   * Issue 30 (absent on lines priced before it): the variant's name ("2 kg · Charcoal"), as
   * invoices print it. The catalog prices a line by the variant its size and colour choose
   * (`chooseVariant`), whose id and SKU it keeps beside them.
   */
  variant?: string;
};

/** Issue 32: `placed`, a checkout to be paid in cash on delivery, placed without payment. */
export type CheckoutStatus =
  'created' | 'payment_pending' | 'paid' | 'placed' | 'finalized' | 'expired';

/**
 * A checkout as the API answers it (SPEC §3 "Checkout record"), money in rupees; with its
 * shipping, COD fee and offers (issue 32, `ChargesView`).
 */
export interface CheckoutView extends ChargesView {
  _id: string;
  user: string;
  checkoutItems: CartLine[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  /** the items' total before the coupon's discount */
  subtotalPrice: number;
  /** the coupon's discount (0 when none) */
  discount: number;
  couponCode: string | null;
  /** what the shopper pays: subtotal − discount − offerDiscount + shippingPrice + codFee */
  totalPrice: number;
  /** the delivery promise (YYYY-MM-DD, India time) made at checkout; null when no zone applied */
  estimatedDelivery: string | null;
  status: CheckoutStatus;
  isPaid: boolean;
  paidAt: string | null;
  isFinalized: boolean;
  orderId: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The Razorpay order of a checkout, as `POST /api/createOrder` answers it. */
export interface PaymentOrder {
  id: string;
  orderId: string;
  /** paise */
  amount: number;
  currency: string;
  /** the public key id the popup opens with */
  key: string;
  checkoutId: string;
  /** seconds left on the checkout's hold: the popup's `timeout` */
  timeout: number;
}

/**
 * What `POST /api/verifyPayment` answers: verified (200), or — when the shop cannot decide yet
 * (Razorpay unreachable, the payment not captured yet) — pending (202): the shopper waits on
 * the checkout's state instead of paying again.
 */
export type VerifyAnswer =
  | { success: true; checkoutId: string }
  | { success: false; pending: true; checkoutId: string; message: string };

/** What a shopper whose payment arrived after the checkout expired is told (HTTP 409). */
export const LATE_PAYMENT = 'This checkout expired; your payment will be refunded';

/** What a shopper reads while the shop cannot tell yet whether their payment went through. */
export const PAYMENT_PENDING = 'Your payment is being confirmed. Please do not pay again.';

/** What the Razorpay popup hands back, for the server to verify. */
export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** Where a paid checkout's order stands: `orderId` once the order exists. */
export interface FinalizeState {
  checkoutId: string;
  orderId: string | null;
}

/** A validated `POST /api/createOrder` body (SPEC §7: `{ courseId: checkoutId, amount }`). */
export interface PaymentOrderInput {
  id: string;
  /** The shopper's amount in paise, only compared with the stored total; null when not sent. */
  claimedAmountPaise: number | null;
}

const AMOUNT_MISMATCH = 'The amount does not match your checkout total';

/** Validates `POST /api/createOrder`. */
export function parsePaymentOrderInput(body: unknown): Parsed<PaymentOrderInput> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!isEntityId(b.courseId)) return { ok: false, message: 'Invalid checkout id' };
  if (b.amount === undefined || b.amount === null)
    return { ok: true, value: { id: b.courseId, claimedAmountPaise: null } };
  const amount = typeof b.amount === 'number' ? b.amount : Number(b.amount);
  if (!Number.isFinite(amount) || amount < 0) return { ok: false, message: AMOUNT_MISMATCH };
  return { ok: true, value: { id: b.courseId, claimedAmountPaise: Math.round(amount * 100) } };
}

/** Validates `POST /api/verifyPayment` (either the popup's `razorpay_*` names or the short ones). */
export function parsePaymentProof(body: unknown): Parsed<PaymentProof> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const orderId = b.order_id ?? b.razorpay_order_id ?? b.orderId;
  const paymentId = b.payment_id ?? b.razorpay_payment_id ?? b.paymentId;
  const signature = b.signature ?? b.razorpay_signature;
  if (
    typeof orderId !== 'string' ||
    typeof paymentId !== 'string' ||
    typeof signature !== 'string' ||
    orderId.length > 100 ||
    paymentId.length > 100 ||
    signature.length > 200
  ) {
    return { ok: false, message: 'order_id, payment_id and signature are required' };
  }
  return { ok: true, value: { orderId, paymentId, signature } };
}
