import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cart belongs to exactly one user or one guest id; its lines are keyed by product, size
 * and colour and keep the name, image and price (paise) last read from the catalog.
 */
export class CreateCarts1763700000300 implements MigrationInterface {
  name = 'CreateCarts1763700000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE carts (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id     uuid UNIQUE,
        guest_id    text UNIQUE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CHECK ((user_id IS NULL) <> (guest_id IS NULL))
      )`);
    await q.query(
      `CREATE INDEX carts_guest_updated ON carts (updated_at) WHERE guest_id IS NOT NULL`,
    );
    await q.query(`
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
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE cart_lines');
    await q.query('DROP TABLE carts');
  }
}
