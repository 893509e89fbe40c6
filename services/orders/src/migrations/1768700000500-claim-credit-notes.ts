import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33: a claim's credit note takes back some units of a delivered order, so an order may
 * have several credit notes — at most one per claim (`claim_id`), and at most one reversing the
 * whole order (`claim_id` null, as before); still one invoice per order.
 */
export const ClaimCreditNotes1768700000500 = sqlMigration(
  'ClaimCreditNotes1768700000500',
  [
    `ALTER TABLE invoices ADD COLUMN claim_id uuid,
       ADD CONSTRAINT invoices_claim_is_credit CHECK (claim_id IS NULL OR kind = 'credit-note'),
       DROP CONSTRAINT invoices_kind_order_id_key`,
    `CREATE UNIQUE INDEX invoices_one_per_order ON invoices (kind, order_id) WHERE claim_id IS NULL`,
    `CREATE UNIQUE INDEX invoices_one_per_claim ON invoices (claim_id) WHERE claim_id IS NOT NULL`,
    `CREATE INDEX invoices_of_order ON invoices (order_id)`,
  ],
  [
    'DROP INDEX invoices_of_order',
    'DROP INDEX invoices_one_per_claim',
    'DROP INDEX invoices_one_per_order',
    `ALTER TABLE invoices DROP CONSTRAINT invoices_claim_is_credit, DROP COLUMN claim_id,
       ADD CONSTRAINT invoices_kind_order_id_key UNIQUE (kind, order_id)`,
  ],
);
