import {
  PURCHASE_COLUMNS,
  sqlMigration,
  statusHistoryTable,
  TIMESTAMP_COLUMNS,
} from '@arogya/platform';

/** Orders (one per checkout: the unique key that makes order creation exactly-once) and their history. */
export const CreateOrders1763700000500 = sqlMigration(
  'CreateOrders1763700000500',
  [
    `
      CREATE TABLE orders (
        id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id          uuid NOT NULL UNIQUE,
        ${PURCHASE_COLUMNS},
        shipping_method      text NOT NULL DEFAULT 'Standard',
        is_paid              boolean NOT NULL DEFAULT false,
        paid_at              timestamptz,
        is_delivered         boolean NOT NULL DEFAULT false,
        delivered_at         timestamptz,
        status               text NOT NULL DEFAULT 'Processing'
                             CHECK (status IN ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
        razorpay_order_id    text,
        razorpay_payment_id  text,
        refund_id            text,
        ${TIMESTAMP_COLUMNS}
      )`,
    'CREATE INDEX orders_user ON orders (user_id, created_at DESC)',
    'CREATE INDEX orders_created ON orders (created_at DESC)',
    ...statusHistoryTable(
      'order_history',
      'order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE',
      'order_history_order',
      'order_id',
    ),
  ],
  ['DROP TABLE order_history', 'DROP TABLE orders'],
);
