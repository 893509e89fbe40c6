import { BAD_COUPON_CODE, COUPON_CODE_RE, ORDER_MAX_TOTAL_PAISE } from './checkout.js';
import { isRecord } from './envelope.js';
import { formatInr, paiseToRupees, rupeesToPaise } from './money.js';
import type { Parsed } from './products.js';

/**
 * Coupons (issue 19): percentage or fixed-amount codes, priced by the checkout service when a
 * checkout is created. Inside, money is paise; the API speaks rupees.
 */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The smallest amount a discounted checkout still costs: Razorpay takes no less than ₹1. */
export const MIN_PAYABLE_PAISE = 100;

/** A coupon's terms as stored (value: per cent 1–100, or paise > 0). */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  value: number;
  /** ISO instants; null: open on that side */
  validFrom: string | null;
  validTo: string | null;
  minOrderPaise: number;
  /** redemptions in all (held or used); null: no limit */
  maxUses: number | null;
  /** redemptions per customer; null: no limit */
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
  active: boolean;
}

/** What may change after a coupon is created: a used coupon's terms stay as they were. */
export interface CouponChanges {
  active?: boolean;
  validTo?: string | null;
  maxUses?: number | null;
}

/** A coupon as the admin API answers it (money in rupees; `_id` is the code). */
export interface CouponView {
  _id: string;
  code: string;
  kind: CouponKind;
  /** per cent, or rupees off */
  value: number;
  validFrom: string | null;
  validTo: string | null;
  minOrder: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
  active: boolean;
  description: string;
  /** redemptions of checkouts not paid yet, and of paid orders */
  uses: { held: number; used: number };
  createdAt: string;
}

/** `POST /api/coupons/quote`'s answer: a preview on the shopper's subtotal (rupees). */
export interface CouponQuote {
  code: string;
  discount: number;
  total: number;
  description: string;
}

/** `POST /api/coupons/quote`'s body, read: the code and the cart's subtotal in paise. */
export interface CouponQuoteInput {
  code: string;
  subtotalPaise: number;
}

/** Fields an admin list of coupons sorts by. */
export const COUPON_SORTS = ['code', 'createdAt', 'validTo', 'active'] as const;

/**
 * The discount of a coupon on `subtotalPaise`, in paise: a percentage rounded half up to the
 * paisa (`subtotal × p / 100`), a fixed amount at most the subtotal; either way the checkout
 * still costs at least `MIN_PAYABLE_PAISE` (Razorpay's smallest payment), so a discount never
 * takes a total below ₹1.
 */
export function couponDiscountPaise(
  terms: Pick<CouponTerms, 'kind' | 'value'>,
  subtotalPaise: number,
): number {
  const raw =
    terms.kind === 'percent'
      ? Math.floor((subtotalPaise * terms.value + 50) / 100)
      : Math.min(terms.value, subtotalPaise);
  return Math.max(0, Math.min(raw, subtotalPaise - MIN_PAYABLE_PAISE));
}

/** "10% off your first order", "₹100.00 off orders of ₹500.00 or more". */
export function couponDescription(
  t: Pick<CouponTerms, 'kind' | 'value' | 'minOrderPaise' | 'firstOrderOnly'>,
): string {
  const off = t.kind === 'percent' ? `${t.value}% off` : `${formatInr(t.value)} off`;
  const what = t.firstOrderOnly ? 'your first order' : 'your order';
  const min = t.minOrderPaise > 0 ? ` of ${formatInr(t.minOrderPaise)} or more` : '';
  return `${off} ${what}${min}`;
}

/**
 * The one answer for a code that does not exist, is disabled or is not valid yet: a guesser
 * learns nothing of which (issue 27). Expired, the minimum and the limits are still said, for
 * a shopper holding a real code (and every attempt counts against the coupon rate limit).
 */
export const COUPON_NOT_VALID = 'This code is not valid';

/** Why a coupon cannot be used: the messages shoppers read (HTTP 400). */
export const COUPON_REFUSALS = {
  notValid: () => COUPON_NOT_VALID,
  expired: (code: string) => `Coupon ${code} has expired`,
  minOrder: (code: string, shortPaise: number) =>
    `Add ${formatInr(shortPaise)} more to use ${code}`,
  usedUp: (code: string) => `Coupon ${code} has been used up`,
  usedByYou: (code: string) => `You have already used coupon ${code}`,
  firstOrderOnly: (code: string) => `Coupon ${code} is for your first order only`,
} as const;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const no = (message: string): Parsed<never> => ({ ok: false, message });

/** A shopper's code (required here), upper-cased. */
function codeOf(value: unknown): Parsed<string> {
  if (typeof value !== 'string') return no(BAD_COUPON_CODE);
  const code = value.trim().toUpperCase();
  return COUPON_CODE_RE.test(code) ? ok(code) : no(BAD_COUPON_CODE);
}

/** Refuses fields other than `allowed`, naming them. */
function onlyFields(
  b: Record<string, unknown>,
  allowed: readonly string[],
  why = '',
): Parsed<null> {
  const extra = Object.keys(b).filter((k) => !allowed.includes(k));
  return extra.length
    ? no(`Unknown field${extra.length > 1 ? 's' : ''} ${extra.join(', ')}${why}`)
    : ok(null);
}

/** A rupee amount ≥ 0 with at most 2 decimals, in paise. */
function paiseOf(value: unknown, name: string): Parsed<number> {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return no(`${name} must be an amount in rupees`);
  try {
    const paise = rupeesToPaise(value);
    return paise > ORDER_MAX_TOTAL_PAISE ? no(`${name} is too large`) : ok(paise);
  } catch {
    return no(`${name} must be an amount in rupees with at most 2 decimals`);
  }
}

/** An ISO date or instant, or null (absent, null or ''). */
function instantOf(value: unknown, name: string): Parsed<string | null> {
  if (value === undefined || value === null || value === '') return ok(null);
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  const year = new Date(at).getUTCFullYear();
  if (Number.isNaN(at) || year < 2000 || year > 9999)
    return no(`${name} must be a date (YYYY-MM-DD or an ISO time) from the year 2000 on`);
  return ok(new Date(at).toISOString());
}

/** A positive whole count, or null for no limit. */
function limitOf(value: unknown, name: string): Parsed<number | null> {
  if (value === undefined || value === null || value === '') return ok(null);
  if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > 1_000_000_000)
    return no(`${name} must be a whole number of at least 1, or empty for no limit`);
  return ok(value as number);
}

function flagOf(value: unknown, name: string, fallback: boolean): Parsed<boolean> {
  if (value === undefined) return ok(fallback);
  return typeof value === 'boolean' ? ok(value) : no(`${name} must be true or false`);
}

const CREATE_FIELDS = [
  'code',
  'kind',
  'value',
  'validFrom',
  'validTo',
  'minOrder',
  'maxUses',
  'maxUsesPerCustomer',
  'firstOrderOnly',
  'active',
] as const;
const CHANGE_FIELDS = ['active', 'validTo', 'maxUses'] as const;

/**
 * A new coupon from the admin's body (`minOrder` and a fixed `value` in rupees). Absent:
 * open validity, no minimum, no total limit, one use per customer, not first-order-only, active.
 */
export function parseCouponInput(body: unknown): Parsed<CouponTerms> {
  if (!isRecord(body)) return no('Request body must be a JSON object');
  const fields = onlyFields(body, CREATE_FIELDS);
  if (!fields.ok) return fields;
  const code = codeOf(body.code);
  if (!code.ok) return code;
  if (!(COUPON_KINDS as readonly unknown[]).includes(body.kind))
    return no('kind must be percent or fixed');
  const kind = body.kind as CouponKind;
  let value: number;
  if (kind === 'percent') {
    if (!Number.isInteger(body.value) || (body.value as number) < 1 || (body.value as number) > 100)
      return no('A percent coupon’s value must be a whole number from 1 to 100');
    value = body.value as number;
  } else {
    const paise = paiseOf(body.value, 'value');
    if (!paise.ok) return paise;
    if (paise.value <= 0) return no('A fixed coupon’s value must be more than ₹0');
    value = paise.value;
  }
  const validFrom = instantOf(body.validFrom, 'validFrom');
  if (!validFrom.ok) return validFrom;
  const validTo = instantOf(body.validTo, 'validTo');
  if (!validTo.ok) return validTo;
  if (validFrom.value && validTo.value && validTo.value <= validFrom.value)
    return no('validTo must be after validFrom');
  const minOrder =
    body.minOrder === undefined || body.minOrder === null
      ? ok(0)
      : paiseOf(body.minOrder, 'minOrder');
  if (!minOrder.ok) return minOrder;
  const maxUses = limitOf(body.maxUses, 'maxUses');
  if (!maxUses.ok) return maxUses;
  const perCustomer =
    body.maxUsesPerCustomer === undefined
      ? ok(1)
      : limitOf(body.maxUsesPerCustomer, 'maxUsesPerCustomer');
  if (!perCustomer.ok) return perCustomer;
  const firstOrderOnly = flagOf(body.firstOrderOnly, 'firstOrderOnly', false);
  if (!firstOrderOnly.ok) return firstOrderOnly;
  const active = flagOf(body.active, 'active', true);
  if (!active.ok) return active;
  return ok({
    code: code.value,
    kind,
    value,
    validFrom: validFrom.value,
    validTo: validTo.value,
    minOrderPaise: minOrder.value,
    maxUses: maxUses.value,
    maxUsesPerCustomer: perCustomer.value,
    firstOrderOnly: firstOrderOnly.value,
    active: active.value,
  });
}

/**
 * An admin's change of a coupon: only `active`, `validTo` and `maxUses` (a coupon's terms do
 * not change once shoppers may have used it); any other field is refused.
 */
export function parseCouponChanges(body: unknown): Parsed<CouponChanges> {
  if (!isRecord(body)) return no('Request body must be a JSON object');
  const b = body;
  const fields = onlyFields(b, CHANGE_FIELDS, ': only active, validTo and maxUses can change');
  if (!fields.ok) return fields;
  const changes: CouponChanges = {};
  if ('active' in b) {
    const active = flagOf(b.active, 'active', true);
    if (!active.ok) return active;
    changes.active = active.value;
  }
  if ('validTo' in b) {
    const validTo = instantOf(b.validTo, 'validTo');
    if (!validTo.ok) return validTo;
    changes.validTo = validTo.value;
  }
  if ('maxUses' in b) {
    const maxUses = limitOf(b.maxUses, 'maxUses');
    if (!maxUses.ok) return maxUses;
    changes.maxUses = maxUses.value;
  }
  return ok(changes);
}

/** `{ code, subtotal }` of a quote (subtotal in rupees, as the cart shows it). */
export function parseCouponQuoteInput(body: unknown): Parsed<CouponQuoteInput> {
  if (!isRecord(body)) return no('Request body must be a JSON object');
  const fields = onlyFields(body, ['code', 'subtotal']);
  if (!fields.ok) return fields;
  const code = codeOf(body.code);
  if (!code.ok) return code;
  const subtotal = paiseOf(body.subtotal, 'subtotal');
  if (!subtotal.ok) return subtotal;
  return ok({ code: code.value, subtotalPaise: subtotal.value });
}

/** The quote's answer for a priced discount. */
export const couponQuote = (
  terms: Pick<CouponTerms, 'code' | 'kind' | 'value' | 'minOrderPaise' | 'firstOrderOnly'>,
  subtotalPaise: number,
  discountPaise: number,
): CouponQuote => ({
  code: terms.code,
  discount: paiseToRupees(discountPaise),
  total: paiseToRupees(subtotalPaise - discountPaise),
  description: couponDescription(terms),
});

/** The seeded first-order coupon the newsletter promises (10 % off, once per customer). */
export const WELCOME_COUPON = 'WELCOME10';
