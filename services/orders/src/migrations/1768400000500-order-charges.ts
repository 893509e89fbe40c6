import {
  addPurchaseChargeColumns,
  dropPurchaseChargeColumns,
  sqlMigration,
} from '@arogya/platform';

/**
 * Issue 32: an order's shipping, COD fee and offers, as its checkout priced them; and cash on
 * delivery: an order placed 'Awaiting confirmation', the hash of the code that confirms it, until
 * when, the wrong tries, and when the courier collected the cash.
 */
export const OrderCharges1768400000500 = sqlMigration(
  'OrderCharges1768400000500',
  [
    ...addPurchaseChargeColumns('orders'),
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check,
       ADD CONSTRAINT orders_status_check CHECK (status IN
         ('Awaiting confirmation', 'Processing', 'Shipped', 'Delivered', 'Cancelled')),
       ADD COLUMN cod_code_hash text,
       ADD COLUMN cod_confirm_by timestamptz,
       ADD COLUMN cod_tries integer NOT NULL DEFAULT 0,
       ADD COLUMN cash_collected_at timestamptz`,
  ],
  [
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check,
       ADD CONSTRAINT orders_status_check
         CHECK (status IN ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
       DROP COLUMN cod_code_hash, DROP COLUMN cod_confirm_by, DROP COLUMN cod_tries,
       DROP COLUMN cash_collected_at`,
    ...dropPurchaseChargeColumns('orders'),
  ],
);
