import { couponDescription, paiseToRupees, type CouponView } from '@arogya/contracts';
import type { CouponWithUses } from './coupon.repository.js';

/** A coupon as the admin API answers it (money in rupees). */
export function toCouponView(c: CouponWithUses): CouponView {
  return {
    _id: c.code,
    code: c.code,
    kind: c.kind,
    value: c.kind === 'fixed' ? paiseToRupees(c.value) : c.value,
    validFrom: c.validFrom ? c.validFrom.toISOString() : null,
    validTo: c.validTo ? c.validTo.toISOString() : null,
    minOrder: paiseToRupees(c.minOrderPaise),
    maxUses: c.maxUses,
    maxUsesPerCustomer: c.maxUsesPerCustomer,
    firstOrderOnly: c.firstOrderOnly,
    active: c.active,
    description: couponDescription(c),
    uses: { held: c.held, used: c.used },
    createdAt: c.createdAt.toISOString(),
  };
}
