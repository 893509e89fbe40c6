import {
  addPurchaseChargeColumns,
  dropPurchaseChargeColumns,
  sqlMigration,
} from '@arogya/platform';

/**
 * Issue 32, shipping fees and the prepaid offer: a checkout's shipping, COD fee and offers
 * (in its total); each zone's shipping fee (₹40 in the same city up to ₹120 to the remote
 * areas: a 500 g parcel's courier rates, rounded); and one row of the shop's fees and offers
 * (free shipping from ₹999, as the banner always said; ₹49 for cash on delivery; ₹50 off for
 * paying online from ₹499; cash on delivery on orders up to ₹5,000), which admins change in
 * the console. A checkout paid in cash on delivery is `placed` without payment.
 */
export const FeesAndOffers1768400000400 = sqlMigration(
  'FeesAndOffers1768400000400',
  [
    ...addPurchaseChargeColumns('checkouts'),
    `ALTER TABLE delivery_zones
       ADD COLUMN shipping_fee_paise integer NOT NULL DEFAULT 0
         CHECK (shipping_fee_paise BETWEEN 0 AND 1000000)`,
    `UPDATE delivery_zones SET shipping_fee_paise = CASE id
       WHEN 'same-city' THEN 4000 WHEN 'same-state' THEN 5000 WHEN 'metro' THEN 6000
       WHEN 'rest-of-india' THEN 8000 ELSE 12000 END`,
    `CREATE TABLE fee_settings (
       id text PRIMARY KEY CHECK (id = 'shop'),
       free_shipping_over_paise integer CHECK (free_shipping_over_paise BETWEEN 0 AND 100000000),
       default_shipping_fee_paise integer NOT NULL CHECK (default_shipping_fee_paise BETWEEN 0 AND 1000000),
       cod_fee_paise integer NOT NULL CHECK (cod_fee_paise BETWEEN 0 AND 1000000),
       prepaid_discount_paise integer NOT NULL CHECK (prepaid_discount_paise BETWEEN 0 AND 1000000),
       prepaid_min_order_paise integer NOT NULL CHECK (prepaid_min_order_paise BETWEEN 0 AND 100000000),
       cod_enabled boolean NOT NULL DEFAULT true,
       cod_max_order_paise integer NOT NULL DEFAULT 500000
         CHECK (cod_max_order_paise BETWEEN 0 AND 100000000),
       updated_by uuid,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `INSERT INTO fee_settings (id, free_shipping_over_paise, default_shipping_fee_paise,
       cod_fee_paise, prepaid_discount_paise, prepaid_min_order_paise)
     VALUES ('shop', 99900, 8000, 4900, 5000, 49900)`,
    `ALTER TABLE checkouts DROP CONSTRAINT checkouts_status_check,
       ADD CONSTRAINT checkouts_status_check
         CHECK (status IN ('created', 'payment_pending', 'paid', 'placed', 'finalized', 'expired'))`,
  ],
  [
    `ALTER TABLE checkouts DROP CONSTRAINT checkouts_status_check,
       ADD CONSTRAINT checkouts_status_check
         CHECK (status IN ('created', 'payment_pending', 'paid', 'finalized', 'expired'))`,
    'DROP TABLE fee_settings',
    'ALTER TABLE delivery_zones DROP COLUMN shipping_fee_paise',
    ...dropPurchaseChargeColumns('checkouts'),
  ],
);
