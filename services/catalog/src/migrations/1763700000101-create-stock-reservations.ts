import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/** What each checkout holds of each product: held → committed (sold) or released; restocked on cancel. */
export const CreateStockReservations1763700000101 = sqlMigration(
  'CreateStockReservations1763700000101',
  [
    `
      CREATE TABLE stock_reservations (
        checkout_id  uuid NOT NULL,
        product_id   uuid NOT NULL,
        quantity     integer NOT NULL CHECK (quantity > 0),
        status       text NOT NULL DEFAULT 'held'
                     CHECK (status IN ('held', 'committed', 'released', 'restocked')),
        ${TIMESTAMP_COLUMNS},
        PRIMARY KEY (checkout_id, product_id)
      )`,
    `CREATE INDEX stock_reservations_held ON stock_reservations (created_at) WHERE status = 'held'`,
  ],
  ['DROP TABLE stock_reservations'],
);
