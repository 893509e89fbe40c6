import type { Page } from '../admin-list.js';
import {
  COUPON_SORTS,
  parseCouponChanges,
  parseCouponInput,
  type CouponChanges,
  type CouponQuote,
  type CouponTerms,
  type CouponView,
} from '../coupons.js';
import { BAD_COUPON_CODE, COUPON_CODE_RE } from '../checkout.js';
import { isRecord } from '../envelope.js';
import { paiseToRupees } from '../money.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import { ShopError } from '../errors.js';
import { adminOf, callerOf, fieldsOf } from './fields.js';

/** A coupon code from the wire (already upper case), or 400. */
export function couponCodeOf(value: unknown): string {
  if (typeof value !== 'string' || !COUPON_CODE_RE.test(value))
    throw new ShopError(400, BAD_COUPON_CODE);
  return value;
}

/** Terms in paise back into the admin's body (rupees), to be read by the same rules. */
function termsOf(value: unknown): CouponTerms {
  if (!isRecord(value)) throw new ShopError(400, 'coupon is required');
  const { minOrderPaise, ...t } = value;
  const rupees = (p: unknown) => (Number.isSafeInteger(p) ? paiseToRupees(p as number) : p);
  return must(
    parseCouponInput({
      ...t,
      value: t.kind === 'fixed' ? rupees(t.value) : t.value,
      minOrder: rupees(minOrderPaise),
    }),
  );
}

/** `{ caller, code }` of an admin. */
const adminCodeRequest = (p: unknown) => {
  const { caller, code } = fieldsOf(p);
  return { caller: adminOf(caller), code: couponCodeOf(code) };
};

/** Coupons, kept and priced by the checkout service (`checkout.coupons.*`). */
export const CouponCalls = {
  /** A preview of a code on the shopper's subtotal, checked against every rule (400 if refused). */
  quote: defineRpc<{ caller: Caller; code: string; subtotalPaise: number }, CouponQuote>(
    'checkout.coupons.quote',
    (p) => {
      const { caller, code, subtotalPaise } = fieldsOf(p);
      if (!Number.isSafeInteger(subtotalPaise) || (subtotalPaise as number) < 0)
        throw new ShopError(400, 'subtotalPaise must be paise');
      return {
        caller: callerOf(caller),
        code: couponCodeOf(code),
        subtotalPaise: subtotalPaise as number,
      };
    },
  ),
  /** A page of coupons with their uses. */
  adminList: defineRpc<AdminPageRequest, Page<CouponView>>(
    'checkout.coupons.list',
    adminPageRequest(COUPON_SORTS),
  ),
  adminGet: defineRpc<{ caller: Caller; code: string }, CouponView>(
    'checkout.coupons.get',
    adminCodeRequest,
  ),
  /** A new coupon (409 when the code exists). */
  create: defineRpc<{ caller: Caller; coupon: CouponTerms }, CouponView>(
    'checkout.coupons.create',
    (p) => {
      const { caller, coupon } = fieldsOf(p);
      return { caller: adminOf(caller), coupon: termsOf(coupon) };
    },
  ),
  /** Changes `active`, `validTo` or `maxUses`, nothing else. */
  update: defineRpc<{ caller: Caller; code: string; changes: CouponChanges }, CouponView>(
    'checkout.coupons.update',
    (p) => {
      const { changes, ...rest } = fieldsOf(p);
      return { ...adminCodeRequest(rest), changes: must(parseCouponChanges(changes)) };
    },
  ),
  /** A coupon is never deleted (its redemptions refer to it): it is disabled. */
  disable: defineRpc<{ caller: Caller; code: string }, CouponView>(
    'checkout.coupons.disable',
    adminCodeRequest,
  ),
} as const;
