import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33: pickups — booked shipments handed to the courier together, the day's manifest the
 * courier signs for them; each shipment in one pickup at most.
 */
export const Pickups1768600000300 = sqlMigration(
  'Pickups1768600000300',
  [
    `CREATE TABLE pickups (
       id uuid PRIMARY KEY,
       -- the India-time day it was asked for
       day date NOT NULL,
       -- the courier's pickup slot as it said it, when it said one
       scheduled_for text,
       -- the manifest's PDF; null when the courier could not make it (asked again later)
       manifest_url text,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX pickups_by_day ON pickups (day DESC, created_at DESC)`,
    `ALTER TABLE shipments ADD COLUMN pickup_id uuid REFERENCES pickups (id)`,
    `CREATE INDEX shipments_by_status ON shipments (status, created_at DESC)`,
  ],
  [
    'DROP INDEX shipments_by_status',
    'ALTER TABLE shipments DROP COLUMN pickup_id',
    'DROP TABLE pickups',
  ],
);
