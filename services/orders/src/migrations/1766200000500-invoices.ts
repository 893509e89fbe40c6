import { sqlMigration } from '@arogya/platform';

/**
 * GST invoices and credit notes (issue 19). `invoices` holds both kinds, each an immutable
 * snapshot: a trigger refuses UPDATE and DELETE. Numbers come from `invoice_counters`, one row
 * per series and financial year raised in the issuing transaction, so a rolled-back
 * transaction leaves no gap (a SEQUENCE would). At most one document of each kind per order.
 * Orders keep the numbers for their views.
 */
export const Invoices1766200000500 = sqlMigration(
  'Invoices1766200000500',
  [
    `CREATE TABLE invoice_counters (
       series text NOT NULL,
       fy text NOT NULL,
       last integer NOT NULL CHECK (last > 0),
       PRIMARY KEY (series, fy))`,
    `CREATE TABLE invoices (
       number text PRIMARY KEY,
       kind text NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
       series text NOT NULL,
       fy text NOT NULL,
       seq integer NOT NULL,
       order_id uuid NOT NULL,
       invoice_number text REFERENCES invoices (number),
       issued_at timestamptz NOT NULL,
       snapshot jsonb NOT NULL,
       CHECK ((kind = 'invoice') = (invoice_number IS NULL)),
       UNIQUE (series, fy, seq),
       UNIQUE (kind, order_id))`,
    `CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION 'invoices are immutable: % refused on %', TG_OP, OLD.number
         USING ERRCODE = 'integrity_constraint_violation';
     END $$`,
    `CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
       FOR EACH ROW EXECUTE FUNCTION invoices_immutable()`,
    `ALTER TABLE orders ADD COLUMN invoice_number text, ADD COLUMN credit_note_number text`,
  ],
  [
    'ALTER TABLE orders DROP COLUMN invoice_number, DROP COLUMN credit_note_number',
    'DROP TABLE invoices',
    'DROP FUNCTION invoices_immutable()',
    'DROP TABLE invoice_counters',
  ],
);
