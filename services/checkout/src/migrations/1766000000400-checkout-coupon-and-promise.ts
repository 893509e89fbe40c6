import {
  addPurchasePricingColumns,
  dropPurchasePricingColumns,
  sqlMigration,
} from '@arogya/platform';

/** A checkout's coupon and discount, and its delivery promise (issue 19). */
export const CheckoutCouponAndPromise1766000000400 = sqlMigration(
  'CheckoutCouponAndPromise1766000000400',
  addPurchasePricingColumns('checkouts'),
  dropPurchasePricingColumns('checkouts'),
);
