import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every move of a stock reservation (held, committed, released, restocked), for the record. */
export class StockReservationHistory1764000000100 implements MigrationInterface {
  name = 'StockReservationHistory1764000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_reservation_history (
        id           bigserial PRIMARY KEY,
        checkout_id  uuid NOT NULL,
        product_id   uuid NOT NULL,
        from_status  text,
        to_status    text NOT NULL,
        quantity     integer NOT NULL,
        at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      'CREATE INDEX stock_reservation_history_checkout ON stock_reservation_history (checkout_id, id)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stock_reservation_history');
  }
}
