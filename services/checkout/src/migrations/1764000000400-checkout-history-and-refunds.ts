import { sqlMigration, statusHistoryTable, TIMESTAMP_COLUMNS } from '@arogya/platform';

/**
 * Every move of a checkout, for the record; and the refunds of cancelled orders, which the
 * checkout service now issues (orders asks for them by event and records their outcome).
 */
export const CheckoutHistoryAndRefunds1764000000400 = sqlMigration(
  'CheckoutHistoryAndRefunds1764000000400',
  [
    ...statusHistoryTable(
      'checkout_history',
      'checkout_id uuid NOT NULL',
      'checkout_history_checkout',
      'checkout_id',
    ),
    `
      CREATE TABLE refunds (
        order_id             uuid PRIMARY KEY,
        checkout_id          uuid NOT NULL,
        razorpay_payment_id  text NOT NULL,
        amount_paise         integer NOT NULL CHECK (amount_paise > 0),
        status               text NOT NULL CHECK (status IN ('requested', 'issued', 'failed')),
        razorpay_refund_id   text,
        last_error           text,
        ${TIMESTAMP_COLUMNS}
      )`,
    `CREATE INDEX refunds_requested ON refunds (created_at) WHERE status = 'requested'`,
  ],
  ['DROP TABLE refunds', 'DROP TABLE checkout_history'],
);
