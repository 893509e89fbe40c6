import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A migration written as SQL statements: `up` runs them in order, `down` undoes them. The
 * class it answers is named `name` (TypeORM reads the timestamp from its last 13 digits).
 */
export function sqlMigration(
  name: string,
  up: readonly string[],
  down: readonly string[],
): new () => MigrationInterface {
  const migration = class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      for (const statement of up) await q.query(statement);
    }
    async down(q: QueryRunner): Promise<void> {
      for (const statement of down) await q.query(statement);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}

/** `created_at` and `updated_at` of an aggregate's table (see `TimestampedEntity`). */
export const TIMESTAMP_COLUMNS = `created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()`;

/** The purchase a payment settles (see `PurchaseEntity`), in checkouts and in orders. */
export const PURCHASE_COLUMNS = `user_id              uuid NOT NULL,
        user_name            text NOT NULL,
        items                jsonb NOT NULL,
        shipping_address     jsonb NOT NULL,
        total_paise          integer NOT NULL CHECK (total_paise >= 0),
        payment_method       text NOT NULL`;

/**
 * Issue 19's purchase columns, added to `table` (checkouts, orders): the coupon and its discount
 * (`total_paise` is what is paid, after it) and the delivery promise made at checkout.
 */
export const addPurchasePricingColumns = (table: string) => [
  `ALTER TABLE ${table}
     ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
     ADD COLUMN coupon_code text,
     ADD COLUMN estimated_delivery date`,
];
/**
 * Issue 32's purchase columns, added to `table` (checkouts, orders): shipping, the COD fee and
 * the offers taken off without a code (`total_paise` is after them all).
 */
export const addPurchaseChargeColumns = (table: string) => [
  `ALTER TABLE ${table}
     ADD COLUMN shipping_paise integer NOT NULL DEFAULT 0 CHECK (shipping_paise >= 0),
     ADD COLUMN cod_fee_paise integer NOT NULL DEFAULT 0 CHECK (cod_fee_paise >= 0),
     ADD COLUMN offer_discount_paise integer NOT NULL DEFAULT 0 CHECK (offer_discount_paise >= 0),
     ADD COLUMN offers jsonb NOT NULL DEFAULT '[]'`,
];
export const dropPurchaseChargeColumns = (table: string) => [
  `ALTER TABLE ${table} DROP COLUMN shipping_paise, DROP COLUMN cod_fee_paise, DROP COLUMN offer_discount_paise, DROP COLUMN offers`,
];
export const dropPurchasePricingColumns = (table: string) => [
  `ALTER TABLE ${table} DROP COLUMN discount_paise, DROP COLUMN coupon_code, DROP COLUMN estimated_delivery`,
];

/**
 * The table of a `StatusHistoryEntity` and its index: `keys` are the columns naming the
 * aggregate (e.g. `order_id uuid NOT NULL`), the index `index` leads with `indexOn`.
 */
export function statusHistoryTable(
  table: string,
  keys: string,
  index: string,
  indexOn: string,
): string[] {
  return [
    `CREATE TABLE ${table} (
        id           bigserial PRIMARY KEY,
        ${keys},
        from_status  text,
        to_status    text NOT NULL,
        actor        text NOT NULL,
        note         text,
        at           timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX ${index} ON ${table} (${indexOn}, id)`,
  ];
}
