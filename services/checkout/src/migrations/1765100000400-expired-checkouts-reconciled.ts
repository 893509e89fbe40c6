import { sqlMigration } from '@arogya/platform';

/**
 * Issue 16: reconciliation also asks Razorpay about checkouts that expired with a Razorpay
 * order, for as long as a payment of that order may still be captured.
 */
export const ExpiredCheckoutsReconciled1765100000400 = sqlMigration(
  'ExpiredCheckoutsReconciled1765100000400',
  [
    `CREATE INDEX checkouts_expired_ordered ON checkouts (expires_at)
       WHERE status = 'expired' AND razorpay_order_id IS NOT NULL`,
  ],
  ['DROP INDEX checkouts_expired_ordered'],
);
