import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32: a cash checkout found by its order id (every order delivered is looked up so, to
 * write a cash one's outcome): without it, each `order-status-changed` to Delivered scanned
 * every checkout.
 */
export const CodOutcomeByOrder1768400000800 = sqlMigration(
  'CodOutcomeByOrder1768400000800',
  [`CREATE INDEX checkouts_cod_by_order ON checkouts (order_id) WHERE payment_method = 'COD'`],
  ['DROP INDEX checkouts_cod_by_order'],
);
