import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33: the orders fulfilment learns of from the orders' events — what is to leave the
 * warehouse, for whom, how it is paid — before any shipment is booked for them.
 */
export const OrdersToShip1768600000100 = sqlMigration(
  'OrdersToShip1768600000100',
  [
    `CREATE TABLE orders_to_ship (
       order_id uuid PRIMARY KEY,
       user_id uuid NOT NULL,
       state text NOT NULL CHECK (state IN ('awaiting-confirmation', 'to-ship', 'cancelled')),
       payment_method text NOT NULL CHECK (payment_method IN ('Razorpay', 'COD')),
       collect_paise bigint NOT NULL CHECK (collect_paise >= 0),
       ship_to jsonb NOT NULL,
       lines jsonb NOT NULL,
       promised_by date,
       placed_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX orders_to_ship_waiting ON orders_to_ship (placed_at) WHERE state = 'to-ship'`,
  ],
  ['DROP TABLE orders_to_ship'],
);
