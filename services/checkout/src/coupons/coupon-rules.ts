import { COUPON_REFUSALS as R, couponDiscountPaise } from '@arogya/contracts';
import type { CouponEntity } from './coupon.entity.js';

/** How much a coupon has been used, as its rules need to know. */
export interface CouponUsage {
  /** redemptions held or used, by anyone */
  total: number;
  /** redemptions held or used by this customer */
  byCustomer: number;
  /** whether the customer has a paid order that was not cancelled (first-order coupons) */
  hasPriorOrder: boolean;
}

/** A coupon's terms as its rules read them. */
export type CouponRuleTerms = Pick<
  CouponEntity,
  | 'code'
  | 'kind'
  | 'value'
  | 'active'
  | 'validFrom'
  | 'validTo'
  | 'minOrderPaise'
  | 'maxUses'
  | 'maxUsesPerCustomer'
  | 'firstOrderOnly'
>;

/**
 * Why coupon `c` cannot be used on a subtotal of `subtotalPaise` at `now`, in the order a
 * shopper can do something about it last: disabled or not valid yet (one answer, as for a
 * code that does not exist), not valid any more, the minimum
 * order (on the subtotal, before any discount), used up, used by this customer, first order
 * only. Null when it can be used.
 */
export function couponRefusal(
  c: CouponRuleTerms,
  subtotalPaise: number,
  usage: CouponUsage,
  now: Date,
): string | null {
  if (!c.active || (c.validFrom && now < c.validFrom)) return R.notValid();
  if (c.validTo && now >= c.validTo) return R.expired(c.code);
  if (subtotalPaise < c.minOrderPaise) return R.minOrder(c.code, c.minOrderPaise - subtotalPaise);
  if (c.maxUses !== null && usage.total >= c.maxUses) return R.usedUp(c.code);
  if (c.maxUsesPerCustomer !== null && usage.byCustomer >= c.maxUsesPerCustomer)
    return R.usedByYou(c.code);
  if (c.firstOrderOnly && usage.hasPriorOrder) return R.firstOrderOnly(c.code);
  return null;
}

/** The discount of `c` on `subtotalPaise` (see `couponDiscountPaise`). */
export const discountOf = (c: CouponRuleTerms, subtotalPaise: number) =>
  couponDiscountPaise(c, subtotalPaise);
