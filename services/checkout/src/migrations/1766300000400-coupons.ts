import { sqlMigration } from '@arogya/platform';

/**
 * Issue 19: coupons and their redemptions (one per checkout), with the first-order coupon the
 * newsletter promises: WELCOME10, 10 % off a customer's first order, once per customer.
 */
export const Coupons1766300000400 = sqlMigration(
  'Coupons1766300000400',
  [
    `CREATE TABLE coupons (
       code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'),
       kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
       value integer NOT NULL CHECK (value > 0 AND (kind = 'fixed' OR value <= 100)),
       valid_from timestamptz,
       valid_to timestamptz CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to > valid_from),
       min_order_paise bigint NOT NULL DEFAULT 0 CHECK (min_order_paise >= 0),
       max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
       max_uses_per_customer integer DEFAULT 1
         CHECK (max_uses_per_customer IS NULL OR max_uses_per_customer > 0),
       first_order_only boolean NOT NULL DEFAULT false,
       active boolean NOT NULL DEFAULT true,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE coupon_redemptions (
       checkout_id uuid PRIMARY KEY,
       code text NOT NULL REFERENCES coupons (code),
       user_id uuid NOT NULL,
       status text NOT NULL CHECK (status IN ('held', 'used', 'released')),
       discount_paise integer NOT NULL CHECK (discount_paise >= 0),
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX coupon_redemptions_counted ON coupon_redemptions (code, user_id)
       WHERE status IN ('held', 'used')`,
    `INSERT INTO coupons (code, kind, value, max_uses_per_customer, first_order_only)
       VALUES ('WELCOME10', 'percent', 10, 1, true)`,
  ],
  ['DROP TABLE coupon_redemptions', 'DROP TABLE coupons'],
);
