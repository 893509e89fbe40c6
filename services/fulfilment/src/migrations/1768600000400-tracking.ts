import { sqlMigration } from '@arogya/platform';

/**
 * Issue 33, tracking: each scan keeps the milestone it stands for (the shopper's timeline is
 * made of them), a shipment the courier's latest estimate of its delivery day, and an order is
 * found by its number (the last 6 characters of its id) for the public tracking page.
 */
export const Tracking1768600000400 = sqlMigration(
  'Tracking1768600000400',
  [
    `ALTER TABLE shipment_scans ADD COLUMN milestone text`,
    `ALTER TABLE shipments ADD COLUMN expected_by date`,
    `CREATE INDEX orders_to_ship_by_number ON orders_to_ship (right(order_id::text, 6))`,
  ],
  [
    'DROP INDEX orders_to_ship_by_number',
    'ALTER TABLE shipments DROP COLUMN expected_by',
    'ALTER TABLE shipment_scans DROP COLUMN milestone',
  ],
);
