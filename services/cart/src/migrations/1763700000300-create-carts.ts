import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/**
 * A cart belongs to exactly one user or one guest id; its lines are keyed by product, size
 * and colour and keep the name, image and price (paise) last read from the catalog.
 */
export const CreateCarts1763700000300 = sqlMigration(
  'CreateCarts1763700000300',
  [
    `
      CREATE TABLE carts (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id     uuid UNIQUE,
        guest_id    text UNIQUE,
        ${TIMESTAMP_COLUMNS},
        CHECK ((user_id IS NULL) <> (guest_id IS NULL))
      )`,
    `CREATE INDEX carts_guest_updated ON carts (updated_at) WHERE guest_id IS NOT NULL`,
    `
      CREATE TABLE cart_lines (
        cart_id     uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        product_id  uuid NOT NULL,
        size        text NOT NULL DEFAULT '',
        color       text NOT NULL DEFAULT '',
        name        text NOT NULL,
        image       text NOT NULL DEFAULT '',
        price_paise integer NOT NULL CHECK (price_paise >= 0),
        quantity    integer NOT NULL CHECK (quantity > 0),
        added_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (cart_id, product_id, size, color)
      )`,
  ],
  ['DROP TABLE cart_lines', 'DROP TABLE carts'],
);
