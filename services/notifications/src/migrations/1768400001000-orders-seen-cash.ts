import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32: whether an order seen is paid in cash on delivery, so that its cancellation never
 * promises a refund (a cash order is paid only when delivered, and a delivered one is never
 * cancelled).
 */
export const OrdersSeenCash1768400001000 = sqlMigration(
  'OrdersSeenCash1768400001000',
  ['ALTER TABLE orders_seen ADD COLUMN paid_in_cash boolean NOT NULL DEFAULT false'],
  ['ALTER TABLE orders_seen DROP COLUMN paid_in_cash'],
);
