import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What each checkout holds of each product: held → committed (sold) or released; restocked on cancel. */
export class CreateStockReservations1763700000101 implements MigrationInterface {
  name = 'CreateStockReservations1763700000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_reservations (
        checkout_id  uuid NOT NULL,
        product_id   uuid NOT NULL,
        quantity     integer NOT NULL CHECK (quantity > 0),
        status       text NOT NULL DEFAULT 'held'
                     CHECK (status IN ('held', 'committed', 'released', 'restocked')),
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (checkout_id, product_id)
      )`);
    await q.query(
      `CREATE INDEX stock_reservations_held ON stock_reservations (created_at) WHERE status = 'held'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stock_reservations');
  }
}
