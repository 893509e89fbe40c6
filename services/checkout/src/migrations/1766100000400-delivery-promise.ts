import { sqlMigration } from '@arogya/platform';

/**
 * The delivery promise's data (issue 19): the zones with their default days, the PIN codes the
 * shop does not deliver to, and the holidays that are not business days. Defaults (processing
 * + transit business days): same city 1+1, same state 2+2, metro 2+3, rest of India 2+5,
 * remote 3+8 — inside SPEC's "processing 2–3 working days", and faster than its 10–20 day
 * outer bound for most of India.
 */
export const DeliveryPromise1766100000400 = sqlMigration(
  'DeliveryPromise1766100000400',
  [
    `CREATE TABLE delivery_zones (
       id text PRIMARY KEY,
       name text NOT NULL,
       position int NOT NULL,
       processing_days int NOT NULL CHECK (processing_days BETWEEN 0 AND 30),
       transit_days int NOT NULL CHECK (transit_days BETWEEN 0 AND 30),
       enabled boolean NOT NULL DEFAULT true,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `INSERT INTO delivery_zones (id, name, position, processing_days, transit_days) VALUES
       ('same-city', 'Same city', 1, 1, 1),
       ('same-state', 'Same state', 2, 2, 2),
       ('metro', 'Metro cities', 3, 2, 3),
       ('remote', 'Remote: North-East, J&K, Ladakh, islands', 4, 3, 8),
       ('rest-of-india', 'Rest of India', 5, 2, 5)`,
    `CREATE TABLE non_serviceable_pins (
       pin text PRIMARY KEY CHECK (pin ~ '^[1-9][0-9]{5}$'),
       reason text NOT NULL,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE delivery_holidays (
       date date PRIMARY KEY,
       name text NOT NULL,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
  ],
  ['DROP TABLE delivery_holidays', 'DROP TABLE non_serviceable_pins', 'DROP TABLE delivery_zones'],
);
