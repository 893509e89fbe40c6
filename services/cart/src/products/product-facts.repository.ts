import type { ProductFacts } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../rows.js';

/** A product as the projection holds it: its facts, and whether the catalog deleted it. */
export interface ProjectedProduct extends ProductFacts {
  deleted: boolean;
}

/** A `product_facts f` row as a `ProjectedProduct` (JSON built by PostgreSQL). */
export const PROJECTED_JSON = `json_build_object('id', f.product_id, 'name', f.name,
  'image', f.image, 'pricePaise', f.price_paise, 'countInStock', f.count_in_stock,
  'variants', f.variants, 'version', f.version::float8, 'deleted', f.deleted)`;

/**
 * Facts given as JSON become rows; a row applies only over an older version (a tombstone
 * included: it holds the newest version there is). Locks are taken in id order.
 */
const RECORD_SQL = `
  INSERT INTO product_facts AS f
         (product_id, name, image, price_paise, count_in_stock, variants, version)
  SELECT x.id, x.name, x.image, x."pricePaise", x."countInStock", x.variants, x.version
    FROM json_to_recordset($1::json) AS x(id uuid, name text, image text, "pricePaise" integer,
         "countInStock" integer, variants jsonb, version bigint)
   ORDER BY x.id
  ON CONFLICT (product_id) DO UPDATE
     SET name = EXCLUDED.name, image = EXCLUDED.image, price_paise = EXCLUDED.price_paise,
         count_in_stock = EXCLUDED.count_in_stock, variants = EXCLUDED.variants,
         version = EXCLUDED.version, deleted = false, updated_at = now()
   WHERE f.version < EXCLUDED.version
  RETURNING f.product_id AS id`;

/**
 * The variant each line of the products `$1` holds, by the rule of `chooseVariant` (its size
 * and colour; an empty one: the first variant in order matching the rest), with what a line
 * takes of it; no row for a line whose variant is no longer sold.
 */
const CHOSEN_SQL = `
  SELECT l.cart_id, l.product_id, l.size, l.color, f.name,
         COALESCE(NULLIF(v.image, ''), f.image) AS image, v."pricePaise" AS price_paise,
         v.id AS variant_id, v.sku
    FROM cart_lines l JOIN product_facts f ON f.product_id = l.product_id AND NOT f.deleted
   CROSS JOIN LATERAL (
     SELECT x.* FROM ROWS FROM (jsonb_to_recordset(f.variants)
              AS (id uuid, sku text, size text, color text, "colorName" text, "pricePaise" integer,
                  image text)) WITH ORDINALITY AS x(id, sku, size, color, "colorName", "pricePaise", image, n)
      WHERE (l.size = '' OR x.size = l.size)
        AND (l.color = '' OR x.color = l.color OR (x."colorName" <> '' AND x."colorName" = l.color))
      ORDER BY x.n LIMIT 1) v
   WHERE l.product_id = ANY($1::uuid[])`;

/**
 * Lines of the given products take their variant's current name, image, price and SKU, and a
 * line of a variant no longer sold leaves its cart (facts from before variants, and a draft's,
 * which have none, change nothing: the line waits for its product to be on sale again). A separate statement from the facts' write, so that it sees every
 * line committed while that write waited for its lock (an add holds the facts it reads
 * `FOR SHARE` until it commits its line).
 */
const REPRICE_SQL = `
  WITH chosen AS (${CHOSEN_SQL}),
  unsold AS (
    DELETE FROM cart_lines l USING product_facts f
     WHERE l.product_id = ANY($1::uuid[]) AND f.product_id = l.product_id AND NOT f.deleted
       AND jsonb_array_length(f.variants) > 0
       AND NOT EXISTS (SELECT 1 FROM chosen c
                        WHERE (c.cart_id, c.product_id, c.size, c.color)
                            = (l.cart_id, l.product_id, l.size, l.color)))
  UPDATE cart_lines l
     SET name = c.name, image = c.image, price_paise = c.price_paise,
         variant_id = c.variant_id, sku = c.sku
    FROM chosen c
   WHERE (l.cart_id, l.product_id, l.size, l.color) = (c.cart_id, c.product_id, c.size, c.color)
     AND (l.name, l.image, l.price_paise, l.variant_id, l.sku)
         IS DISTINCT FROM (c.name, c.image, c.price_paise, c.variant_id, c.sku)`;

/** A deletion applies at its own version too: it carries the last version the row had. */
const TOMBSTONE_SQL = `
  INSERT INTO product_facts AS f (product_id, version, deleted) VALUES ($1, $2, true)
  ON CONFLICT (product_id) DO UPDATE
     SET version = EXCLUDED.version, deleted = true, updated_at = now()
   WHERE f.version <= EXCLUDED.version
  RETURNING f.product_id`;

/**
 * The cart's projection of the catalog (`product_facts`): writes from catalog events and
 * rebuilds, each in the caller's transaction, each applied only when newer than what is held,
 * and each keeping the lines of carts in step in the same transaction.
 */
@Injectable()
export class ProductFactsRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * Records `facts` where they are newer and reprices the lines of the products that changed;
   * answers the ids that were recorded.
   */
  async record(m: EntityManager, facts: ProductFacts[]): Promise<string[]> {
    if (facts.length === 0) return [];
    const recorded = await rowsOf<{ id: string }>(m, RECORD_SQL, [JSON.stringify(facts)]);
    const ids = recorded.map((r) => r.id);
    if (ids.length > 0) await m.query(REPRICE_SQL, [ids]);
    return ids;
  }

  /** Product `id` was deleted at `version`: a tombstone, and no cart holds it any longer. */
  async tombstone(m: EntityManager, id: string, version: number): Promise<void> {
    const applied = await rowsOf(m, TOMBSTONE_SQL, [id, version]);
    if (applied.length > 0) await m.query('DELETE FROM cart_lines WHERE product_id = $1', [id]);
  }

  /**
   * A product's stock at `version`, when it is known here and older: every variant's when the
   * event says them (`variants`), else the product's alone (an event from before variants).
   */
  async stock(
    m: EntityManager,
    id: string,
    countInStock: number,
    version: number,
    variants?: { id: string; countInStock: number }[],
  ) {
    await m.query(
      `UPDATE product_facts f SET count_in_stock = $2, version = $3, updated_at = now(),
              variants = CASE WHEN $4::json IS NULL THEN f.variants ELSE (
                SELECT COALESCE(jsonb_agg(CASE WHEN s.id IS NULL THEN v.value
                         ELSE jsonb_set(v.value, '{countInStock}', to_jsonb(s."countInStock")) END
                       ORDER BY v.n), '[]')
                  FROM jsonb_array_elements(f.variants) WITH ORDINALITY AS v(value, n)
                  LEFT JOIN json_to_recordset($4::json) AS s(id text, "countInStock" integer)
                    ON s.id = v.value->>'id') END
        WHERE product_id = $1 AND version < $3 AND NOT deleted`,
      [id, countInStock, version, variants ? JSON.stringify(variants) : null],
    );
  }

  /**
   * True when no product is projected (a fresh database, one an operator emptied, or one whose
   * facts from before variants were dropped): tombstones alone do not count.
   */
  async isEmpty(): Promise<boolean> {
    const [row] = await rowsOf<{ empty: boolean }>(
      this.ds,
      'SELECT NOT EXISTS (SELECT 1 FROM product_facts WHERE NOT deleted) AS empty',
    );
    return row!.empty;
  }

  /** Up to `limit` products that cart lines hold but the projection does not know. */
  async unknownInCarts(limit: number): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(
      this.ds,
      `SELECT DISTINCT l.product_id AS id FROM cart_lines l
        WHERE NOT EXISTS (SELECT 1 FROM product_facts f WHERE f.product_id = l.product_id)
        LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }
}
