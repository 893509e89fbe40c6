import {
  isEntityId,
  ProductCreatedV1,
  ProductDeletedV1,
  ProductUpdatedV1,
  StockChangedV1,
  type AdminListParams,
  type Product,
  type ProductInput,
  type ProductQuery,
} from '@arogya/contracts';
import { appendToOutbox, badRequest, conflict, DATA_SOURCE, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { ProductEntity } from './product.entity.js';
import {
  adminListSql,
  GET_PRODUCTS_SQL,
  GET_PRODUCT_SQL,
  listProductsSql,
  SIMILAR_PRODUCTS_SQL,
} from './product.sql.js';

/** Server-owned figures that only seeding (and later, order events) may set. */
export interface ProductStats {
  popularity?: number;
  rating?: number;
  numReviews?: number;
}

/** How many similar products the details page shows. */
export const SIMILAR_LIMIT = 8;

const pgCode = (err: unknown) =>
  (err as { driverError?: { code?: string }; code?: string }).driverError?.code ??
  (err as { code?: string }).code;

function assertId(id: unknown): asserts id is string {
  if (!isEntityId(id)) throw badRequest('Invalid product id');
}

/** The catalogue: lean JSON reads, and writes that put their events in the outbox. */
@Injectable()
export class ProductsService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** A page of products as JSON text (SPEC §7 `GET /api/products`). */
  async listJson(query: ProductQuery): Promise<string> {
    const { text, values } = listProductsSql(query);
    const [row] = (await this.ds.query(text, values)) as { json: string }[];
    return row!.json;
  }

  /** One product as JSON text; 400 for a malformed id, 404 for an unknown one. */
  async getJson(id: unknown): Promise<string> {
    assertId(id);
    const [row] = (await this.ds.query(GET_PRODUCT_SQL, [id])) as { json: string }[];
    if (!row) throw notFound('Product not found');
    return row.json;
  }

  /** The products among `ids` that exist, as JSON text (carts and checkouts refresh with it). */
  async getManyJson(ids: unknown): Promise<string> {
    if (!Array.isArray(ids) || ids.length > 200 || !ids.every(isEntityId)) {
      throw badRequest('ids must be a list of at most 200 product ids');
    }
    const [row] = (await this.ds.query(GET_PRODUCTS_SQL, [ids])) as { json: string }[];
    return row!.json;
  }

  /** One page of the admin list with the total, as JSON text `{ items, total }`. */
  async adminListJson(params: AdminListParams): Promise<string> {
    const { text, values } = adminListSql(params);
    const [row] = (await this.ds.query(text, values)) as { json: string; total: number }[];
    return `{"items":${row!.json},"total":${row!.total}}`;
  }

  /** How many products the catalogue has (admin dashboard). */
  async count(): Promise<{ count: number }> {
    const [row] = (await this.ds.query('SELECT count(*)::int AS count FROM products')) as {
      count: number;
    }[];
    return { count: row!.count };
  }

  /** Products like `id` (same category or collection), as JSON text. */
  async similarJson(id: unknown, limit = SIMILAR_LIMIT): Promise<string> {
    assertId(id);
    const [row] = (await this.ds.query(SIMILAR_PRODUCTS_SQL, [id, limit])) as {
      found: boolean;
      json: string;
    }[];
    if (!row?.found) throw notFound('Product not found');
    return row.json;
  }

  /** Adds a product; 409 when the SKU is taken. */
  async create(input: ProductInput, stats: ProductStats = {}): Promise<Product> {
    try {
      return await this.ds.transaction(async (m) => {
        const repo = m.getRepository(ProductEntity);
        const { countInStock, ...fields } = input;
        const saved = await repo.save(
          repo.create({
            ...fields,
            collections: fields.collections.map((c) => c.toLowerCase()),
            stockOnHand: countInStock,
            stockReserved: 0,
            popularity: stats.popularity ?? 0,
            numReviews: stats.numReviews ?? 0,
            rating: String(stats.rating ?? 0),
          }),
        );
        const product = await this.read(m, saved.id);
        await appendToOutbox(m, ProductCreatedV1, { product });
        return product;
      });
    } catch (err) {
      if (pgCode(err) === '23505') throw conflict(`A product with SKU ${input.sku} already exists`);
      throw err;
    }
  }

  /** Changes the given fields of product `id` (SPEC §3: "A product update is matched on id"). */
  async update(id: unknown, changes: Partial<ProductInput>): Promise<Product> {
    assertId(id);
    try {
      return await this.ds.transaction(async (m) => {
        const repo = m.getRepository(ProductEntity);
        const entity = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!entity) throw notFound('Product not found');
        const before = await this.read(m, id);
        const { countInStock, collections, ...fields } = changes;
        Object.assign(entity, fields);
        if (collections) entity.collections = collections.map((c) => c.toLowerCase());
        if (countInStock !== undefined) entity.stockOnHand = countInStock + entity.stockReserved;
        if (entity.discountPricePaise !== null && entity.discountPricePaise > entity.pricePaise) {
          throw badRequest('discountPrice must not be greater than price');
        }
        await repo.save(entity);
        const product = await this.read(m, id);
        const changed = (Object.keys(product) as (keyof Product)[]).filter(
          (k) => k !== 'updatedAt' && JSON.stringify(product[k]) !== JSON.stringify(before[k]),
        );
        if (changed.length === 0) return before;
        await appendToOutbox(m, ProductUpdatedV1, { product, changed });
        if (changed.includes('countInStock')) {
          await appendToOutbox(m, StockChangedV1, {
            productId: id,
            countInStock: product.countInStock,
            reason: 'admin',
          });
        }
        return product;
      });
    } catch (err) {
      if (pgCode(err) === '23505')
        throw conflict(`A product with SKU ${changes.sku} already exists`);
      throw err;
    }
  }

  /** Removes product `id`. */
  async remove(id: unknown): Promise<{ _id: string; message: string }> {
    assertId(id);
    return this.ds.transaction(async (m) => {
      const rows = (await m.query('DELETE FROM products WHERE id = $1 RETURNING sku', [id])) as [
        { sku: string }[],
        number,
      ];
      const sku = rows[0][0]?.sku;
      if (sku === undefined) throw notFound('Product not found');
      await appendToOutbox(m, ProductDeletedV1, { productId: id, sku });
      return { _id: id, message: 'Product removed' };
    });
  }

  private async read(m: EntityManager, id: string): Promise<Product> {
    const [row] = (await m.query(GET_PRODUCT_SQL, [id])) as { json: string }[];
    return JSON.parse(row!.json) as Product;
  }
}
