import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders (one per checkout: the unique key that makes order creation exactly-once) and their history. */
export class CreateOrders1763700000500 implements MigrationInterface {
  name = 'CreateOrders1763700000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id          uuid NOT NULL UNIQUE,
        user_id              uuid NOT NULL,
        user_name            text NOT NULL,
        items                jsonb NOT NULL,
        shipping_address     jsonb NOT NULL,
        total_paise          integer NOT NULL CHECK (total_paise >= 0),
        payment_method       text NOT NULL,
        shipping_method      text NOT NULL DEFAULT 'Standard',
        is_paid              boolean NOT NULL DEFAULT false,
        paid_at              timestamptz,
        is_delivered         boolean NOT NULL DEFAULT false,
        delivered_at         timestamptz,
        status               text NOT NULL DEFAULT 'Processing'
                             CHECK (status IN ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
        razorpay_order_id    text,
        razorpay_payment_id  text,
        refund_id            text,
        created_at           timestamptz NOT NULL DEFAULT now(),
        updated_at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX orders_user ON orders (user_id, created_at DESC)');
    await q.query('CREATE INDEX orders_created ON orders (created_at DESC)');
    await q.query(`
      CREATE TABLE order_history (
        id          bigserial PRIMARY KEY,
        order_id    uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        from_status text,
        to_status   text NOT NULL,
        actor       text NOT NULL,
        note        text,
        at          timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX order_history_order ON order_history (order_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE order_history');
    await q.query('DROP TABLE orders');
  }
}
