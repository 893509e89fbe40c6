import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33: shipments — some or all of an order's units, booked with a courier (its AWB), then
 * moved on by the courier's scans, each scan kept once.
 */
export const Shipments1768600000200 = sqlMigration(
  'Shipments1768600000200',
  [
    `CREATE TABLE shipments (
       id uuid PRIMARY KEY,
       order_id uuid NOT NULL REFERENCES orders_to_ship (order_id),
       status text NOT NULL,
       courier text NOT NULL,
       courier_id integer,
       courier_name text,
       provider_order_id text,
       provider_shipment_id text,
       awb text UNIQUE,
       lines jsonb NOT NULL,
       cod boolean NOT NULL,
       collect_paise bigint NOT NULL CHECK (collect_paise >= 0),
       weight_grams integer NOT NULL CHECK (weight_grams > 0),
       length_cm integer NOT NULL,
       breadth_cm integer NOT NULL,
       height_cm integer NOT NULL,
       booked_at timestamptz,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX shipments_by_order ON shipments (order_id, created_at)`,
    `CREATE TABLE shipment_scans (
       shipment_id uuid NOT NULL REFERENCES shipments (id),
       at timestamptz NOT NULL,
       -- the courier's words for it ("OUT FOR DELIVERY"), not a status of the shop's
       courier_says text NOT NULL,
       activity text NOT NULL,
       location text NOT NULL,
       PRIMARY KEY (shipment_id, at, courier_says)
     )`,
  ],
  ['DROP TABLE shipment_scans', 'DROP TABLE shipments'],
);
