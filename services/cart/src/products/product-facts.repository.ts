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
  'sizes', f.sizes, 'colors', f.colors, 'colorsName', f.colors_name,
  'version', f.version::float8, 'deleted', f.deleted)`;

/**
 * Facts given as JSON become rows; a row applies only over an older version (a tombstone
 * included: it holds the newest version there is). Locks are taken in id order.
 */
const RECORD_SQL = `
  INSERT INTO product_facts AS f
         (product_id, name, image, price_paise, count_in_stock, sizes, colors, colors_name, version)
  SELECT x.id, x.name, x.image, x."pricePaise", x."countInStock", x.sizes, x.colors,
         x."colorsName", x.version
    FROM json_to_recordset($1::json) AS x(id uuid, name text, image text, "pricePaise" integer,
         "countInStock" integer, sizes text[], colors text[], "colorsName" text[], version bigint)
   ORDER BY x.id
  ON CONFLICT (product_id) DO UPDATE
     SET name = EXCLUDED.name, image = EXCLUDED.image, price_paise = EXCLUDED.price_paise,
         count_in_stock = EXCLUDED.count_in_stock, sizes = EXCLUDED.sizes,
         colors = EXCLUDED.colors, colors_name = EXCLUDED.colors_name,
         version = EXCLUDED.version, deleted = false, updated_at = now()
   WHERE f.version < EXCLUDED.version
  RETURNING f.product_id AS id`;

/**
 * Lines of the given products take their current name, image and price. A separate statement
 * from the facts' write, so that it sees every line committed while that write waited for its
 * lock (an add holds the facts it reads `FOR SHARE` until it commits its line).
 */
const REPRICE_SQL = `
  UPDATE cart_lines l SET name = f.name, image = f.image, price_paise = f.price_paise
    FROM product_facts f
   WHERE f.product_id = ANY($1::uuid[]) AND l.product_id = f.product_id AND NOT f.deleted
     AND (l.name, l.image, l.price_paise) IS DISTINCT FROM (f.name, f.image, f.price_paise)`;

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

  /** A product's stock at `version`, when it is known here and older. */
  async stock(m: EntityManager, id: string, countInStock: number, version: number) {
    await m.query(
      `UPDATE product_facts SET count_in_stock = $2, version = $3, updated_at = now()
        WHERE product_id = $1 AND version < $3 AND NOT deleted`,
      [id, countInStock, version],
    );
  }

  /** True when no product is projected (a fresh database, or one an operator emptied). */
  async isEmpty(): Promise<boolean> {
    const [row] = await rowsOf<{ empty: boolean }>(
      this.ds,
      'SELECT NOT EXISTS (SELECT 1 FROM product_facts) AS empty',
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
