import {
  publishRefusal,
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
import type { DataSource, EntityManager } from 'typeorm';
import { ProductEntity, ProductVariantEntity } from './product.entity.js';
import { ProductRepository } from './product.repository.js';
import {
  inputOf,
  keepExisting,
  repriced,
  sameVariants,
  variantsFromAxes,
  writeVariants,
  type Prices,
} from './variants.js';

/** The product's fields its variants decide (`SYNC_PRODUCT_SQL`): never written from a body. */
const BY_VARIANTS = [
  'pricePaise',
  'discountPricePaise',
  'mrpPaise',
  'countInStock',
  'sizes',
  'colors',
  'colorsName',
  'variants',
] as const;

/** A taken SKU: the product's own, or one of its variants'. */
function skuTaken(err: unknown, sku: string | undefined) {
  const constraint = (err as { constraint?: string }).constraint;
  return constraint === 'product_variants_sku_key'
    ? conflict('A variant with one of these SKUs already exists')
    : conflict(`A product with SKU ${sku} already exists`);
}

/** The refusal of one stock for a product sold as several variants. */
const stockPerVariant = (name: string, n: number) =>
  badRequest(`${name} is sold as ${n} variants: set the stock of each (variants[].countInStock)`);

/** 400 when `p` would be on sale without what its label must declare (issue 30). */
function checkLabel(p: Pick<ProductEntity, 'name' | 'category' | 'status' | 'label'>) {
  const refusal = publishRefusal(p);
  if (refusal) throw badRequest(refusal);
}

/**
 * Server-owned figures that only seeding (and later, order events) may set. Rating and count
 * come from published reviews only (`RatingsHandler`, issue 30).
 */
export interface ProductStats {
  popularity?: number;
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
        const { countInStock, variants, ...fields } = input;
        const prices = {
          pricePaise: input.pricePaise,
          discountPricePaise: input.discountPricePaise,
          mrpPaise: input.mrpPaise ?? input.pricePaise,
        };
        const planned = variants ?? variantsFromAxes(input, prices, countInStock);
        checkLabel(input);
        const saved = await repo.save(
          repo.create({
            ...fields,
            ...prices,
            collections: fields.collections.map((c) => c.toLowerCase()),
            stockOnHand: 0,
            stockReserved: 0,
            version: 1,
            popularity: stats.popularity ?? 0,
            numReviews: 0,
            rating: '0',
          }),
        );
        await writeVariants(m, saved, planned);
        const product = await this.products.product(m, saved.id);
        await appendToOutbox(m, ProductCreatedV1, { product, version: saved.version });
        return product;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw skuTaken(err, input.sku);
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
        const { collections, label, ...fields } = changes;
        for (const k of BY_VARIANTS) delete fields[k];
        Object.assign(entity, fields);
        // the label facts given replace theirs; the others stay
        if (label) entity.label = { ...entity.label, ...label };
        checkLabel(entity);
        if (collections) entity.collections = collections.map((c) => c.toLowerCase());
        // two versions: the edit's stock-changed (if any) takes the first, its product-updated
        // the second, so that a reader who applies the stock first still takes the edit after
        // it (each applies only over an older version)
        entity.version += 2;
        await repo.save(entity);
        await this.changeVariants(m, entity, changes);
        const product = await this.products.product(m, id);
        const changed = (Object.keys(product) as (keyof Product)[]).filter(
          (k) => k !== 'updatedAt' && JSON.stringify(product[k]) !== JSON.stringify(before[k]),
        );
        if (changed.length === 0) return before;
        const version = entity.version;
        await appendToOutbox(m, ProductUpdatedV1, { product, changed, version });
        if (changed.includes('countInStock') || changed.includes('variants')) {
          await appendToOutbox(m, StockChangedV1, {
            productId: id,
            countInStock: product.countInStock,
            reason: 'admin',
            category: product.category,
            version: version - 1,
            variants: (product.variants ?? []).map((v) => ({
              id: v._id,
              countInStock: v.countInStock,
            })),
          });
        }
        return product;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw skuTaken(err, changes.sku);
      throw err;
    }
  }

  /**
   * What `changes` make of product `p`'s variants: the list given, when it says something new;
   * else what the product's own fields say that is new (a record sent back whole repeats the
   * rest): new sizes and colours (the existing combinations kept), a new price for all (a bulk
   * price change), a new stock when the product is sold as one. Nothing new: untouched.
   */
  private async changeVariants(m: EntityManager, p: ProductEntity, changes: Partial<ProductInput>) {
    const existing = await m.find(ProductVariantEntity, {
      where: { productId: p.id },
      order: { position: 'ASC' },
    });
    const given = changes.variants;
    if (given && !sameVariants(given, existing)) return writeVariants(m, p, given, existing);
    const differs = (next: unknown, now: unknown) =>
      next !== undefined && JSON.stringify(next) !== JSON.stringify(now);
    const { sizes, colors, colorsName, countInStock, pricePaise, discountPricePaise } = changes;
    const mrpPaise = changes.mrpPaise ?? undefined;
    const axes =
      differs(sizes, p.sizes) || differs(colors, p.colors) || differs(colorsName, p.colorsName);
    const prices = {
      ...(differs(pricePaise, p.pricePaise) && { pricePaise }),
      ...(differs(discountPricePaise, p.discountPricePaise) && { discountPricePaise }),
      ...(differs(mrpPaise, p.mrpPaise) && { mrpPaise }),
    };
    const total = existing.reduce((n, e) => n + e.stockOnHand - e.stockReserved, 0);
    const stock = differs(countInStock, total);
    if (!axes && Object.keys(prices).length === 0 && !stock) return;
    let planned = existing.map(inputOf);
    if (axes) {
      const now = { sizes: p.sizes, colors: p.colors, colorsName: p.colorsName };
      const next = { ...now, ...(sizes && { sizes }), ...(colors && { colors }) };
      next.colorsName = colorsName ?? (colors ? [] : now.colorsName);
      const headline = {
        pricePaise: p.pricePaise,
        discountPricePaise: p.discountPricePaise,
        mrpPaise: p.mrpPaise,
      };
      planned = keepExisting(variantsFromAxes(next, headline), existing);
    }
    if (Object.keys(prices).length > 0) planned = repriced(planned, prices as Partial<Prices>);
    if (stock) {
      if (planned.length !== 1) throw stockPerVariant(p.name, planned.length);
      planned = [{ ...planned[0]!, countInStock: countInStock! }];
    }
    await writeVariants(m, p, planned, existing);
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
