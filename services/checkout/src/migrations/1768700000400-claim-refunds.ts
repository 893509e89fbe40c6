import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33: a refund may be a claim's — some units of a delivered order, keyed by the claim
 * (its id is the claim's, and so is Razorpay's idempotency key).
 */
export const ClaimRefunds1768700000400 = sqlMigration(
  'ClaimRefunds1768700000400',
  [
    'ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check',
    `ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
       CHECK (reason IN ('order-cancelled', 'late-payment', 'claim'))`,
  ],
  [
    `DELETE FROM refunds WHERE reason = 'claim'`,
    'ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check',
    `ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
       CHECK (reason IN ('order-cancelled', 'late-payment'))`,
  ],
);
