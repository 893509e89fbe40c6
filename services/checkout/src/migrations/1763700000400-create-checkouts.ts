import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Checkouts with their server-priced snapshot, and the Razorpay webhook events already handled. */
export class CreateCheckouts1763700000400 implements MigrationInterface {
  name = 'CreateCheckouts1763700000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkouts (
        id                   uuid PRIMARY KEY,
        user_id              uuid NOT NULL,
        user_name            text NOT NULL,
        items                jsonb NOT NULL,
        shipping_address     jsonb NOT NULL,
        total_paise          integer NOT NULL CHECK (total_paise >= 0),
        payment_method       text NOT NULL,
        status               text NOT NULL DEFAULT 'created'
                             CHECK (status IN ('created', 'payment_pending', 'paid', 'finalized', 'expired')),
        razorpay_order_id    text UNIQUE,
        razorpay_payment_id  text,
        paid_at              timestamptz,
        order_id             uuid,
        expires_at           timestamptz NOT NULL,
        created_at           timestamptz NOT NULL DEFAULT now(),
        updated_at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX checkouts_user ON checkouts (user_id, created_at DESC)');
    await q.query(
      `CREATE INDEX checkouts_pending ON checkouts (updated_at) WHERE status = 'payment_pending'`,
    );
    await q.query(`
      CREATE TABLE webhook_events (
        event_id     text PRIMARY KEY,
        event        text NOT NULL,
        received_at  timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE webhook_events');
    await q.query('DROP TABLE checkouts');
  }
}
