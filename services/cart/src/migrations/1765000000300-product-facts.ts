import { sqlMigration } from '@arogya/platform';

/**
 * The cart's own copy of what it shows and checks about products (`ProductFacts`), fed by the
 * catalog's events and rebuilt from `catalog.products.facts` when empty. `version` is the
 * catalog row's: an event applies only when it is newer. A deleted product stays as a
 * tombstone (`deleted`, its last version) so that a late older event cannot bring it back.
 * Lines are found by product when a product's name, image or price changes, or it is deleted.
 */
export const ProductFacts1765000000300 = sqlMigration(
  'ProductFacts1765000000300',
  [
    `
      CREATE TABLE product_facts (
        product_id      uuid PRIMARY KEY,
        name            text NOT NULL DEFAULT '',
        image           text NOT NULL DEFAULT '',
        price_paise     integer NOT NULL DEFAULT 0 CHECK (price_paise >= 0),
        count_in_stock  integer NOT NULL DEFAULT 0,
        sizes           text[] NOT NULL DEFAULT '{}',
        colors          text[] NOT NULL DEFAULT '{}',
        colors_name     text[] NOT NULL DEFAULT '{}',
        version         bigint NOT NULL,
        deleted         boolean NOT NULL DEFAULT false,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX cart_lines_product ON cart_lines (product_id)`,
  ],
  ['DROP INDEX cart_lines_product', 'DROP TABLE product_facts'],
);
