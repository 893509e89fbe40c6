import { sqlMigration } from '@arogya/platform';

/**
 * Claims (issue 33): delivered units a shopper reports damaged, defective or wrong, with photos,
 * decided by staff — a replacement (a shipment of its own, `shipments.claim_id`, which does not
 * count towards the order's own units) or a refund of those units (its credit note and refund as
 * orders and checkout say), or refused with a reason. A claim's units per order line are
 * summed to refuse a second claim of the same units.
 */
export const Claims1768600000600 = sqlMigration(
  'Claims1768600000600',
  [
    `CREATE TABLE claims (
       id uuid PRIMARY KEY,
       order_id uuid NOT NULL REFERENCES orders_to_ship (order_id),
       user_id uuid NOT NULL,
       customer_name text NOT NULL,
       -- [{ line, productId, variantId, name, size, color, quantity }]: the order's lines claimed
       lines jsonb NOT NULL,
       reason text NOT NULL CHECK (reason IN ('damaged', 'defective', 'wrong-item')),
       remedy text NOT NULL CHECK (remedy IN ('replacement', 'refund')),
       note text NOT NULL,
       -- at least one when made (an erased person's are removed)
       photos text[] NOT NULL CHECK (cardinality(photos) <= 5),
       status text NOT NULL CHECK (status IN ('submitted', 'approved', 'refused')),
       decided_by uuid,
       decided_at timestamptz,
       refusal text,
       -- an approved refund: its credit note and amount (from orders), where the money stands
       credit_note_number text,
       refund_paise bigint CHECK (refund_paise >= 0),
       refund_state text CHECK (refund_state IN
         ('requested', 'pending', 'processed', 'failed', 'to-account')),
       refund_reference text,
       created_at timestamptz NOT NULL DEFAULT now(),
       CHECK ((status = 'submitted') = (decided_at IS NULL)),
       CHECK ((status = 'refused') = (refusal IS NOT NULL))
     )`,
    `CREATE INDEX claims_by_order ON claims (order_id, created_at DESC)`,
    `CREATE INDEX claims_waiting ON claims (created_at) WHERE status = 'submitted'`,
    `ALTER TABLE shipments ADD COLUMN claim_id uuid REFERENCES claims (id)`,
    `CREATE UNIQUE INDEX shipments_one_per_claim ON shipments (claim_id)
       WHERE claim_id IS NOT NULL AND status <> 'cancelled'`,
  ],
  [
    'DROP INDEX shipments_one_per_claim',
    'ALTER TABLE shipments DROP COLUMN claim_id',
    'DROP TABLE claims',
  ],
);
