import { sqlMigration } from '@arogya/platform';

/** A dispute (chargeback) of an order's payment, as checkout last told (issue 27). */
export const OrderDisputes1767000000500 = sqlMigration(
  'OrderDisputes1767000000500',
  [
    `ALTER TABLE orders ADD COLUMN dispute_id text, ADD COLUMN dispute_status text,
       ADD COLUMN dispute_respond_by timestamptz`,
    `CREATE INDEX orders_by_payment ON orders (razorpay_payment_id)`,
  ],
  [
    `DROP INDEX orders_by_payment`,
    `ALTER TABLE orders DROP COLUMN dispute_id, DROP COLUMN dispute_status,
       DROP COLUMN dispute_respond_by`,
  ],
);
