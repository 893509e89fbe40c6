import { sqlMigration } from '@arogya/platform';

/**
 * A product's version: raised by every write to its row (an edit, a stock move) while the row
 * is locked, and carried by its events, so a reader's projection keeps the newest state even
 * when events are handled out of order.
 */
export const ProductVersion1765000000100 = sqlMigration(
  'ProductVersion1765000000100',
  ['ALTER TABLE products ADD COLUMN version bigint NOT NULL DEFAULT 1'],
  ['ALTER TABLE products DROP COLUMN version'],
);
