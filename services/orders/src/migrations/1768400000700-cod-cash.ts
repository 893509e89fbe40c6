import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32, the cash of cash on delivery: the couriers' remittances as staff record them (the
 * day of deliveries each covers, its amount, the bank's reference, once), and each India-time
 * day's reconciliation (the cash orders delivered that day and what they collected, against
 * what was remitted for it), written by a job and again when a remittance comes in.
 */
export const CodCash1768400000700 = sqlMigration(
  'CodCash1768400000700',
  [
    `CREATE TABLE cod_remittances (
       id uuid PRIMARY KEY,
       day date NOT NULL,
       amount_paise bigint NOT NULL CHECK (amount_paise > 0),
       reference text NOT NULL UNIQUE,
       created_by uuid NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    'CREATE INDEX cod_remittances_by_day ON cod_remittances (day)',
    `CREATE TABLE cod_reconciliations (
       day date PRIMARY KEY,
       orders integer NOT NULL,
       collected_paise bigint NOT NULL,
       remitted_paise bigint NOT NULL,
       reconciled_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX orders_cod_collected ON orders (cash_collected_at)
       WHERE cash_collected_at IS NOT NULL`,
  ],
  [
    'DROP INDEX orders_cod_collected',
    'DROP TABLE cod_reconciliations',
    'DROP TABLE cod_remittances',
  ],
);
