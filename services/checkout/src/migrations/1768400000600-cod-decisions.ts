import { sqlMigration } from '@arogya/platform';

/**
 * Issue 32, cash on delivery decided per checkout: each zone may take cash or not; a PIN may be
 * stopped for cash only (scope 'cod') or for every delivery; the decision's thresholds (two
 * cash orders returned, a PIN whose last 20 settled cash orders came back at 35 % or more, the
 * same items ordered for cash within 24 hours); each checkout keeps its decision with the
 * reasons, and a cash one its outcome (delivered, or returned to origin) once its order knows.
 */
export const CodDecisions1768400000600 = sqlMigration(
  'CodDecisions1768400000600',
  [
    `ALTER TABLE delivery_zones ADD COLUMN cod_enabled boolean NOT NULL DEFAULT true`,
    `ALTER TABLE non_serviceable_pins
       ADD COLUMN scope text NOT NULL DEFAULT 'delivery' CHECK (scope IN ('delivery', 'cod'))`,
    `ALTER TABLE fee_settings
       ADD COLUMN cod_max_returns integer NOT NULL DEFAULT 2
         CHECK (cod_max_returns BETWEEN 0 AND 100),
       ADD COLUMN cod_pin_rto_percent integer NOT NULL DEFAULT 35
         CHECK (cod_pin_rto_percent BETWEEN 1 AND 100),
       ADD COLUMN cod_pin_rto_window integer NOT NULL DEFAULT 20
         CHECK (cod_pin_rto_window BETWEEN 5 AND 1000),
       ADD COLUMN cod_repeat_hours integer NOT NULL DEFAULT 24
         CHECK (cod_repeat_hours BETWEEN 0 AND 720)`,
    `ALTER TABLE checkouts
       ADD COLUMN cod_decision jsonb,
       ADD COLUMN cod_outcome text CHECK (cod_outcome IN ('delivered', 'returned')),
       ADD COLUMN cod_outcome_at timestamptz`,
    `CREATE INDEX checkouts_cod_outcomes_by_pin
       ON checkouts ((shipping_address->>'postalCode'), cod_outcome_at DESC)
       WHERE cod_outcome IS NOT NULL`,
    `CREATE INDEX checkouts_cod_returns_by_user ON checkouts (user_id)
       WHERE cod_outcome = 'returned'`,
    `CREATE INDEX checkouts_cod_placed_by_user ON checkouts (user_id, created_at DESC)
       WHERE payment_method = 'COD' AND status IN ('placed', 'finalized')`,
  ],
  [
    'DROP INDEX checkouts_cod_placed_by_user',
    'DROP INDEX checkouts_cod_returns_by_user',
    'DROP INDEX checkouts_cod_outcomes_by_pin',
    `ALTER TABLE checkouts DROP COLUMN cod_outcome_at, DROP COLUMN cod_outcome,
       DROP COLUMN cod_decision`,
    `ALTER TABLE fee_settings DROP COLUMN cod_repeat_hours, DROP COLUMN cod_pin_rto_window,
       DROP COLUMN cod_pin_rto_percent, DROP COLUMN cod_max_returns`,
    'ALTER TABLE non_serviceable_pins DROP COLUMN scope',
    'ALTER TABLE delivery_zones DROP COLUMN cod_enabled',
  ],
);
