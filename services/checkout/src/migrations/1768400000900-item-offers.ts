import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32: buy-x-get-y offers, one product each (buy `buy`, get `get` free), running while
 * active within their window; the checkout prices them from its lines.
 */
export const ItemOffers1768400000900 = sqlMigration(
  'ItemOffers1768400000900',
  [
    `CREATE TABLE item_offers (
       id uuid PRIMARY KEY,
       product_id uuid NOT NULL,
       product_name text NOT NULL,
       buy integer NOT NULL CHECK (buy BETWEEN 1 AND 20),
       "get" integer NOT NULL CHECK ("get" BETWEEN 1 AND 20),
       active boolean NOT NULL DEFAULT true,
       starts_at timestamptz,
       ends_at timestamptz,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
     )`,
    `CREATE INDEX item_offers_running ON item_offers (product_id) WHERE active`,
  ],
  ['DROP TABLE item_offers'],
);
