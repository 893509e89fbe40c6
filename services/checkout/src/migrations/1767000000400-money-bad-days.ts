import { sqlMigration } from '@arogya/platform';

/**
 * Issue 27, Razorpay's bad days.
 *
 * Every checkout with a Razorpay order is watched by reconciliation until that order
 * can no longer be captured (`capture_until`), whatever became of the checkout — expired, paid
 * or finalized — so that a second capture is found (and refunded) without its webhook, and
 * asked about once more after the window closed. Checkouts of the last day get the window the
 * defaults gave them (a 15-minute hold: 20 minutes after it ended); older ones are not watched.
 *
 * A refund Razorpay could not take yet (a refund in flight, a low balance, our key refused) is
 * tried again in rounds (`round`, part of its job's id) and stays requested; an admin may retry
 * a failed one under a new idempotency key (`idempotency_key`; null: its id) or record that it
 * was refunded outside the shop (who, and the reference).
 *
 * Disputes (chargebacks) of payments, as Razorpay last described them: no refund of a payment
 * goes out while its dispute is open.
 */
export const MoneyBadDays1767000000400 = sqlMigration(
  'MoneyBadDays1767000000400',
  [
    `ALTER TABLE checkouts ADD COLUMN capture_until timestamptz`,
    `UPDATE checkouts SET capture_until = expires_at + interval '20 minutes'
      WHERE razorpay_order_id IS NOT NULL AND expires_at > now() - interval '1 day'`,
    `DROP INDEX checkouts_expired_ordered`,
    `CREATE INDEX checkouts_capture_watched ON checkouts (capture_until)
       WHERE capture_until IS NOT NULL AND status IN ('expired', 'paid', 'finalized')
         AND (last_reconciled_at IS NULL OR last_reconciled_at < capture_until)`,
    `ALTER TABLE refunds ADD COLUMN round integer NOT NULL DEFAULT 0,
       ADD COLUMN idempotency_key text,
       ADD COLUMN resolved_by text,
       ADD COLUMN resolution_reference text`,
    `CREATE TABLE disputes (
       id text PRIMARY KEY,
       razorpay_payment_id text NOT NULL,
       checkout_id uuid,
       order_id uuid,
       amount_paise integer NOT NULL,
       amount_deducted_paise integer NOT NULL DEFAULT 0,
       status text NOT NULL
         CHECK (status IN ('open', 'under_review', 'action_required', 'won', 'lost', 'closed')),
       reason_code text NOT NULL,
       respond_by timestamptz,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX disputes_by_payment ON disputes (razorpay_payment_id)`,
    `CREATE INDEX refunds_by_payment ON refunds (razorpay_payment_id)`,
  ],
  [
    `DROP INDEX refunds_by_payment`,
    `DROP TABLE disputes`,
    `ALTER TABLE refunds DROP COLUMN round, DROP COLUMN idempotency_key, DROP COLUMN resolved_by,
       DROP COLUMN resolution_reference`,
    `DROP INDEX checkouts_capture_watched`,
    `CREATE INDEX checkouts_expired_ordered ON checkouts (expires_at)
       WHERE status = 'expired' AND razorpay_order_id IS NOT NULL`,
    `ALTER TABLE checkouts DROP COLUMN capture_until`,
  ],
);
