import { sqlMigration, statusHistoryTable } from '@arogya/platform';

/** Every move of a stock reservation (held, committed, released, restocked), for the record. */
export const StockReservationHistory1764000000100 = sqlMigration(
  'StockReservationHistory1764000000100',
  statusHistoryTable(
    'stock_reservation_history',
    `checkout_id uuid NOT NULL,
        product_id   uuid NOT NULL,
        quantity     integer NOT NULL`,
    'stock_reservation_history_checkout',
    'checkout_id',
  ),
  ['DROP TABLE stock_reservation_history'],
);
