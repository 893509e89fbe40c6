import {
  productFactsOf,
  type AdminListParams,
  type Page,
  type Product,
  type ProductFacts,
  type ProductFactsRequest,
  type ProductQuery,
} from '@arogya/contracts';
import { DATA_SOURCE, notFound, RawJson } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  adminListSql,
  GET_ANY_PRODUCT_SQL,
  GET_PRODUCTS_SQL,
  GET_PRODUCT_SQL,
  listProductsSql,
  PRODUCT_FACTS_SQL,
  SIMILAR_PRODUCTS_SQL,
} from './product.sql.js';

/** How many similar products the details page shows. */
export const SIMILAR_LIMIT = 8;

/**
 * Reads of products. PostgreSQL builds the answers (`product.sql.ts`), which travel as JSON
 * text to the gateway: the one mapping from a product row to the API, and the measured hot
 * path that keeps these reads in SQL. Writes use `ProductEntity` (`ProductsService`).
 */
@Injectable()
export class ProductRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** A page of products as JSON text (SPEC §7 `GET /api/products`). */
  async listJson(query: ProductQuery): Promise<RawJson<Product[]>> {
    const { text, values } = listProductsSql(query);
    const [row] = (await this.ds.query(text, values)) as { json: string }[];
    return new RawJson(row!.json);
  }

  /** One product as JSON text; 404 for an unknown id, and for a draft unless `drafts`. */
  async getJson(id: string, drafts = false): Promise<RawJson<Product>> {
    const sql = drafts ? GET_ANY_PRODUCT_SQL : GET_PRODUCT_SQL;
    const [row] = (await this.ds.query(sql, [id])) as { json: string }[];
    if (!row) throw notFound('Product not found');
    return new RawJson(row.json);
  }

  /** The products among `ids` that exist, as JSON text. */
  async getManyJson(ids: string[]): Promise<RawJson<Product[]>> {
    const [row] = (await this.ds.query(GET_PRODUCTS_SQL, [ids])) as { json: string }[];
    return new RawJson(row!.json);
  }

  /**
   * A page of what carts keep about products (`CatalogCalls.facts`), each with its row's
   * version: one query, read with the same rules as a line at checkout (`productFactsOf`).
   */
  async facts({ after, ids, limit }: ProductFactsRequest): Promise<{ facts: ProductFacts[] }> {
    const rows = (await this.ds.query(PRODUCT_FACTS_SQL, [after ?? null, ids ?? null, limit])) as {
      product: Product;
      version: number;
    }[];
    return { facts: rows.map((r) => productFactsOf(r.product, r.version)) };
  }

  /** One page of the admin list with the total, as JSON text `{ items, total }`. */
  async adminListJson(params: AdminListParams): Promise<RawJson<Page<Product>>> {
    const { text, values } = adminListSql(params);
    const [row] = (await this.ds.query(text, values)) as { json: string; total: number }[];
    return new RawJson(`{"items":${row!.json},"total":${row!.total}}`);
  }

  /** How many products the catalogue has, sold as how many variants, how many sold out (admin dashboard). */
  async count(): Promise<{ count: number; variants: number; variantsOutOfStock: number }> {
    const [row] = (await this.ds.query(
      `SELECT (SELECT count(*)::int FROM products) AS count,
              count(*)::int AS variants,
              (count(*) FILTER (WHERE stock_on_hand - stock_reserved <= 0))::int AS "variantsOutOfStock"
         FROM product_variants`,
    )) as { count: number; variants: number; variantsOutOfStock: number }[];
    return row!;
  }

  /** Products like `id` (same category or collection), as JSON text. */
  async similarJson(id: string, limit = SIMILAR_LIMIT): Promise<RawJson<Product[]>> {
    const [row] = (await this.ds.query(SIMILAR_PRODUCTS_SQL, [id, limit])) as {
      found: boolean;
      json: string;
    }[];
    if (!row?.found) throw notFound('Product not found');
    return new RawJson(row.json);
  }

  /** One product as the API shows it, read in transaction `m` (after a write). */
  async product(m: EntityManager, id: string): Promise<Product> {
    const [row] = (await m.query(GET_ANY_PRODUCT_SQL, [id])) as { json: string }[];
    return JSON.parse(row!.json) as Product;
  }
}
