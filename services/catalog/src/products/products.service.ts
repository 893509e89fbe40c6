import {
  ProductCreatedV1,
  ProductDeletedV1,
  ProductUpdatedV1,
  StockChangedV1,
  type Product,
  type ProductInput,
  type Removed,
} from '@arogya/contracts';
import {
  appendToOutbox,
  badRequest,
  conflict,
  DATA_SOURCE,
  isUniqueViolation,
  notFound,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ProductEntity } from './product.entity.js';
import { ProductRepository } from './product.repository.js';

/** Server-owned figures that only seeding (and later, order events) may set. */
export interface ProductStats {
  popularity?: number;
  rating?: number;
  numReviews?: number;
}

/** Catalogue writes: each one puts its events in the outbox in its own transaction. */
@Injectable()
export class ProductsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly products: ProductRepository,
  ) {}

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
            version: 1,
            popularity: stats.popularity ?? 0,
            numReviews: stats.numReviews ?? 0,
            rating: String(stats.rating ?? 0),
          }),
        );
        const product = await this.products.product(m, saved.id);
        await appendToOutbox(m, ProductCreatedV1, { product, version: saved.version });
        return product;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`A product with SKU ${input.sku} already exists`);
      throw err;
    }
  }

  /** Changes the given fields of product `id` (SPEC §3: "A product update is matched on id"). */
  async update(id: string, changes: Partial<ProductInput>): Promise<Product> {
    try {
      return await this.ds.transaction(async (m) => {
        const repo = m.getRepository(ProductEntity);
        const entity = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!entity) throw notFound('Product not found');
        const before = await this.products.product(m, id);
        const { countInStock, collections, ...fields } = changes;
        Object.assign(entity, fields);
        if (collections) entity.collections = collections.map((c) => c.toLowerCase());
        if (countInStock !== undefined) entity.stockOnHand = countInStock + entity.stockReserved;
        if (entity.discountPricePaise !== null && entity.discountPricePaise > entity.pricePaise) {
          throw badRequest('discountPrice must not be greater than price');
        }
        entity.version += 1;
        await repo.save(entity);
        const product = await this.products.product(m, id);
        const changed = (Object.keys(product) as (keyof Product)[]).filter(
          (k) => k !== 'updatedAt' && JSON.stringify(product[k]) !== JSON.stringify(before[k]),
        );
        if (changed.length === 0) return before;
        const version = entity.version;
        await appendToOutbox(m, ProductUpdatedV1, { product, changed, version });
        if (changed.includes('countInStock')) {
          await appendToOutbox(m, StockChangedV1, {
            productId: id,
            countInStock: product.countInStock,
            reason: 'admin',
            category: product.category,
            version,
          });
        }
        return product;
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(`A product with SKU ${changes.sku} already exists`);
      throw err;
    }
  }

  /** Removes product `id`. */
  async remove(id: string): Promise<Removed> {
    return this.ds.transaction(async (m) => {
      const rows = (await m.query(
        'DELETE FROM products WHERE id = $1 RETURNING sku, version::float8 AS version',
        [id],
      )) as [{ sku: string; version: number }[], number];
      const deleted = rows[0][0];
      if (deleted === undefined) throw notFound('Product not found');
      await appendToOutbox(m, ProductDeletedV1, { productId: id, ...deleted });
      return { _id: id, message: 'Product removed' };
    });
  }
}
