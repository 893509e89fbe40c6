import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32: a cash-on-delivery order the courier brought back is 'Returned' (return to
 * origin), and when; and each order keeps the cash-on-delivery decision its checkout took, with
 * its reasons, for the admin.
 */
export const CodReturns1768400000600 = sqlMigration(
  'CodReturns1768400000600',
  [
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check,
       ADD CONSTRAINT orders_status_check CHECK (status IN
         ('Awaiting confirmation', 'Processing', 'Shipped', 'Delivered', 'Returned', 'Cancelled')),
       ADD COLUMN returned_at timestamptz,
       ADD COLUMN cod_decision jsonb`,
  ],
  [
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check,
       ADD CONSTRAINT orders_status_check CHECK (status IN
         ('Awaiting confirmation', 'Processing', 'Shipped', 'Delivered', 'Cancelled')),
       DROP COLUMN returned_at, DROP COLUMN cod_decision`,
  ],
);
