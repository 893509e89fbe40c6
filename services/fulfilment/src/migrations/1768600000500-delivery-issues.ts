import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33, failed deliveries (the courier's NDRs): one row per failed attempt of a shipment,
 * open until the shopper or staff decide (deliver again on a day, to a corrected phone or
 * address; or return to the shop), or the courier moves on by itself.
 */
export const DeliveryIssues1768600000500 = sqlMigration(
  'DeliveryIssues1768600000500',
  [
    `CREATE TABLE delivery_issues (
       id uuid PRIMARY KEY,
       shipment_id uuid NOT NULL REFERENCES shipments (id),
       order_id uuid NOT NULL REFERENCES orders_to_ship (order_id),
       -- the shipment's failed attempt it is (1, 2…)
       attempt integer NOT NULL CHECK (attempt > 0),
       -- the courier's words
       reason text NOT NULL,
       failed_at timestamptz NOT NULL,
       state text NOT NULL CHECK (state IN ('open', 're-attempt', 'return', 'resolved')),
       decided_by text CHECK (decided_by IN ('shopper', 'staff')),
       decided_at timestamptz,
       -- a re-attempt's day, and the corrected phone and address line sent with it
       deferred_date date,
       phone text,
       address text,
       created_at timestamptz NOT NULL DEFAULT now(),
       UNIQUE (shipment_id, attempt)
     )`,
    `CREATE INDEX delivery_issues_open ON delivery_issues (failed_at) WHERE state = 'open'`,
    `CREATE INDEX delivery_issues_by_order ON delivery_issues (order_id)`,
  ],
  ['DROP TABLE delivery_issues'],
);
