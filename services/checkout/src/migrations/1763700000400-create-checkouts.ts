import { PURCHASE_COLUMNS, sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/** Checkouts with their server-priced snapshot, and the Razorpay webhook events already handled. */
export const CreateCheckouts1763700000400 = sqlMigration(
  'CreateCheckouts1763700000400',
  [
    `
      CREATE TABLE checkouts (
        id                   uuid PRIMARY KEY,
        ${PURCHASE_COLUMNS},
        status               text NOT NULL DEFAULT 'created'
                             CHECK (status IN ('created', 'payment_pending', 'paid', 'finalized', 'expired')),
        razorpay_order_id    text UNIQUE,
        razorpay_payment_id  text,
        paid_at              timestamptz,
        order_id             uuid,
        expires_at           timestamptz NOT NULL,
        ${TIMESTAMP_COLUMNS}
      )`,
    'CREATE INDEX checkouts_user ON checkouts (user_id, created_at DESC)',
    `CREATE INDEX checkouts_pending ON checkouts (updated_at) WHERE status = 'payment_pending'`,
    `
      CREATE TABLE webhook_events (
        event_id     text PRIMARY KEY,
        event        text NOT NULL,
        received_at  timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  ['DROP TABLE webhook_events', 'DROP TABLE checkouts'],
);
