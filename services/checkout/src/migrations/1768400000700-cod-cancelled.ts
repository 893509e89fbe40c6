import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32: a cash checkout whose order was cancelled (unconfirmed, or by staff) keeps that as
 * its outcome: it is no first order for a first-order coupon, and no delivery or return for the
 * decision's statistics.
 */
export const CodCancelled1768400000700 = sqlMigration(
  'CodCancelled1768400000700',
  [
    `ALTER TABLE checkouts DROP CONSTRAINT checkouts_cod_outcome_check,
       ADD CONSTRAINT checkouts_cod_outcome_check
         CHECK (cod_outcome IN ('delivered', 'returned', 'cancelled'))`,
  ],
  [
    `UPDATE checkouts SET cod_outcome = NULL, cod_outcome_at = NULL WHERE cod_outcome = 'cancelled'`,
    `ALTER TABLE checkouts DROP CONSTRAINT checkouts_cod_outcome_check,
       ADD CONSTRAINT checkouts_cod_outcome_check CHECK (cod_outcome IN ('delivered', 'returned'))`,
  ],
);
