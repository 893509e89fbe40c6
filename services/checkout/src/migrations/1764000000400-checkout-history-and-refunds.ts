import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every move of a checkout, for the record; and the refunds of cancelled orders, which the
 * checkout service now issues (orders asks for them by event and records their outcome).
 */
export class CheckoutHistoryAndRefunds1764000000400 implements MigrationInterface {
  name = 'CheckoutHistoryAndRefunds1764000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_history (
        id           bigserial PRIMARY KEY,
        checkout_id  uuid NOT NULL,
        from_status  text,
        to_status    text NOT NULL,
        actor        text NOT NULL,
        note         text,
        at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX checkout_history_checkout ON checkout_history (checkout_id, id)');
    await q.query(`
      CREATE TABLE refunds (
        order_id             uuid PRIMARY KEY,
        checkout_id          uuid NOT NULL,
        razorpay_payment_id  text NOT NULL,
        amount_paise         integer NOT NULL CHECK (amount_paise > 0),
        status               text NOT NULL CHECK (status IN ('requested', 'issued', 'failed')),
        razorpay_refund_id   text,
        last_error           text,
        created_at           timestamptz NOT NULL DEFAULT now(),
        updated_at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX refunds_requested ON refunds (created_at) WHERE status = 'requested'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE refunds');
    await q.query('DROP TABLE checkout_history');
  }
}
