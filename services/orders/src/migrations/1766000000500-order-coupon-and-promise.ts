import {
  addPurchasePricingColumns,
  dropPurchasePricingColumns,
  sqlMigration,
} from '@arogya/platform';

/** An order's coupon and discount, and the delivery promise made at its checkout (issue 19). */
export const OrderCouponAndPromise1766000000500 = sqlMigration(
  'OrderCouponAndPromise1766000000500',
  addPurchasePricingColumns('orders'),
  dropPurchasePricingColumns('orders'),
);
