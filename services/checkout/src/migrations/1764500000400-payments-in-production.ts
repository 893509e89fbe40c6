import { sqlMigration } from '@arogya/platform';

/**
 * Payments as Razorpay really behaves (issue 14): refunds keyed by their idempotency key (the
 * order id of a cancelled order, the checkout id of a late payment) and tracked through
 * `pending` to `processed` or `failed`; reconciliation that remembers when it last asked about a
 * checkout; and the index that counts a customer's open checkouts.
 */
export const PaymentsInProduction1764500000400 = sqlMigration(
  'PaymentsInProduction1764500000400',
  [
    'ALTER TABLE refunds RENAME COLUMN order_id TO id',
    'ALTER TABLE refunds ALTER COLUMN id TYPE text',
    'ALTER TABLE refunds ADD COLUMN order_id uuid',
    'UPDATE refunds SET order_id = id::uuid',
    `ALTER TABLE refunds ADD COLUMN reason text NOT NULL DEFAULT 'order-cancelled'
       CHECK (reason IN ('order-cancelled', 'late-payment'))`,
    'ALTER TABLE refunds DROP CONSTRAINT refunds_status_check',
    `UPDATE refunds SET status = 'pending' WHERE status = 'issued'`,
    `ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
       CHECK (status IN ('requested', 'pending', 'processed', 'failed'))`,
    'DROP INDEX refunds_requested',
    `CREATE INDEX refunds_open ON refunds (updated_at) WHERE status IN ('requested', 'pending')`,
    'CREATE INDEX refunds_razorpay ON refunds (razorpay_refund_id)',
    'ALTER TABLE checkouts ADD COLUMN last_reconciled_at timestamptz',
    'ALTER TABLE checkouts ADD COLUMN reconcile_misses integer NOT NULL DEFAULT 0',
    `CREATE INDEX checkouts_open ON checkouts (user_id, created_at)
       WHERE status IN ('created', 'payment_pending')`,
    'CREATE INDEX webhook_events_received ON webhook_events (received_at)',
  ],
  [
    'DROP INDEX webhook_events_received',
    'DROP INDEX checkouts_open',
    'ALTER TABLE checkouts DROP COLUMN reconcile_misses',
    'ALTER TABLE checkouts DROP COLUMN last_reconciled_at',
    'DROP INDEX refunds_razorpay',
    'DROP INDEX refunds_open',
    `CREATE INDEX refunds_requested ON refunds (created_at) WHERE status = 'requested'`,
    'ALTER TABLE refunds DROP CONSTRAINT refunds_status_check',
    `UPDATE refunds SET status = 'issued' WHERE status IN ('pending', 'processed')`,
    `ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
       CHECK (status IN ('requested', 'issued', 'failed'))`,
    `DELETE FROM refunds WHERE reason <> 'order-cancelled'`,
    'ALTER TABLE refunds DROP COLUMN reason',
    'ALTER TABLE refunds DROP COLUMN order_id',
    'ALTER TABLE refunds ALTER COLUMN id TYPE uuid USING id::uuid',
    'ALTER TABLE refunds RENAME COLUMN id TO order_id',
  ],
);
