import {
  daysBetween,
  ProductUpdatedV1,
  shortShelfLife,
  todayInIndia,
  type BatchInput,
  type ProductBatch,
} from '@arogya/contracts';
import {
  appendToOutbox,
  badRequest,
  conflict,
  DATA_SOURCE,
  isUniqueViolation,
  LOGGER,
  notFound,
  RawJson,
  type Logger,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { CATALOG_CONFIG, type CatalogEnv } from '../config.js';
import { ProductRepository } from '../products/product.repository.js';
import {
  BATCH_SQL,
  DUE_PRODUCTS_SQL,
  EXPIRING_BATCHES_SQL,
  PRODUCT_BATCHES_SQL,
  RETIRE_DUE_SQL,
} from './batches.sql.js';
import { announceStock, productAfterMove } from './stock-reservation.transitions.js';

/** Most batches the console's expiry warning lists. */
const EXPIRING_MAX = 200;

/**
 * Batches and shelf life (issue 30): stock received as batches with an expiry; a batch with
 * fewer than `BATCH_MIN_SHELF_LIFE_DAYS` left is refused when received and taken off sale by
 * the sweep. Every write locks the product first, as holds and edits do, and announces the
 * product's new stock (`stock-changed`) and its variants (`product-updated`: the expiry a
 * shopper is shown may change).
 */
@Injectable()
export class BatchesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogEnv,
    private readonly products: ProductRepository,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** The parameters every batch read takes first: today, the threshold, the warning. */
  private clock(today = todayInIndia()) {
    return [today, this.config.BATCH_MIN_SHELF_LIFE_DAYS, this.config.BATCH_EXPIRY_WARNING_DAYS];
  }

  /** Every batch of product `productId`; without one, the batches near their last day on sale. */
  async list(productId?: string): Promise<RawJson<ProductBatch[]>> {
    if (productId === undefined) {
      const [row] = (await this.ds.query(EXPIRING_BATCHES_SQL, [
        ...this.clock(),
        EXPIRING_MAX,
      ])) as {
        json: string;
      }[];
      return new RawJson(row!.json);
    }
    const found = (await this.ds.query('SELECT 1 FROM products WHERE id = $1', [productId])) as [];
    if (found.length === 0) throw notFound('Product not found');
    const [row] = (await this.ds.query(PRODUCT_BATCHES_SQL, [...this.clock(), productId])) as {
      json: string;
    }[];
    return new RawJson(row!.json);
  }

  /** Receives batch `input` of variant `variantId`: its units go on sale. */
  async receive(productId: string, variantId: string, input: BatchInput): Promise<ProductBatch> {
    const today = todayInIndia();
    const min = this.config.BATCH_MIN_SHELF_LIFE_DAYS;
    const left = daysBetween(today, input.expiresOn);
    if (left < min) throw badRequest(shortShelfLife(input.code, input.expiresOn, left, min));
    try {
      return await this.ds.transaction(async (m) => {
        await this.lock(m, productId);
        const [variant] = (await m.query(
          'SELECT id FROM product_variants WHERE id = $1 AND product_id = $2',
          [variantId, productId],
        )) as { id: string }[];
        if (!variant) throw notFound('Variant not found');
        const [inserted] = (await m.query(
          `INSERT INTO product_batches (product_id, variant_id, code, manufactured_on, expires_on,
             received, on_hand) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
          [productId, variantId, input.code, input.manufacturedOn, input.expiresOn, input.quantity],
        )) as { id: string }[];
        await m.query(
          `UPDATE product_variants SET stock_on_hand = stock_on_hand + $2, batched = true,
             updated_at = now() WHERE id = $1`,
          [variantId, input.quantity],
        );
        await this.announce(m, productId, 'admin');
        return this.batch(m, inserted!.id, today);
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(
          `Batch ${input.code} of this variant was received already: count it instead`,
        );
      throw err;
    }
  }

  /** Batch `batchId` counted: `onHand` units now (a loss, a find), never fewer than held. */
  async count(productId: string, batchId: string, onHand: number): Promise<ProductBatch> {
    return this.ds.transaction(async (m) => {
      await this.lock(m, productId);
      const [b] = (await m.query(
        `SELECT code, variant_id, on_hand, reserved, retired_at FROM product_batches
          WHERE id = $1 AND product_id = $2 FOR UPDATE`,
        [batchId, productId],
      )) as {
        code: string;
        variant_id: string;
        on_hand: number;
        reserved: number;
        retired_at: Date | null;
      }[];
      if (!b) throw notFound('Batch not found');
      if (b.retired_at) throw conflict(`Batch ${b.code} is off sale (too little shelf life left)`);
      if (onHand < b.reserved)
        throw badRequest(
          `${b.reserved} units of batch ${b.code} are held by checkouts: it cannot count fewer`,
        );
      const delta = onHand - b.on_hand;
      if (delta !== 0) {
        await m.query('UPDATE product_batches SET on_hand = $2, updated_at = now() WHERE id = $1', [
          batchId,
          onHand,
        ]);
        await m.query(
          'UPDATE product_variants SET stock_on_hand = stock_on_hand + $2, updated_at = now() WHERE id = $1',
          [b.variant_id, delta],
        );
        await this.announce(m, productId, 'admin');
      }
      return this.batch(m, batchId);
    });
  }

  /**
   * Takes every batch past its last day on sale off sale, a product at a time (each in its
   * own transaction, its product locked first); answers the batches retired.
   */
  async sweep(today = todayInIndia()): Promise<{ retired: number; writtenOff: number }> {
    const min = this.config.BATCH_MIN_SHELF_LIFE_DAYS;
    const due = (await this.ds.query(DUE_PRODUCTS_SQL, [today, min])) as { id: string }[];
    const total = { retired: 0, writtenOff: 0 };
    for (const { id } of due) {
      const done = await this.ds.transaction(async (m) => {
        await this.lock(m, id);
        const [r] = (await m.query(RETIRE_DUE_SQL, [id, today, min])) as {
          retired: number;
          writtenOff: number;
        }[];
        if (r!.retired > 0) await this.announce(m, id, 'expired');
        return r!;
      });
      total.retired += done.retired;
      total.writtenOff += done.writtenOff;
    }
    if (total.retired > 0)
      this.log.info(total, 'Batches past their last day on sale taken off sale');
    return total;
  }

  /** Locks product `id` (404 when there is none). */
  private async lock(m: EntityManager, id: string) {
    const rows = (await m.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [id])) as [];
    if (rows.length === 0) throw notFound('Product not found');
  }

  /**
   * The product's stock after a batch moved, announced: `stock-changed` at one version, then
   * `product-updated` (its variants, whose shown expiry may change) at the next.
   */
  private async announce(m: EntityManager, productId: string, reason: 'admin' | 'expired') {
    await announceStock(m, productId, reason, await productAfterMove(m, productId));
    const [[row]] = (await m.query(
      'UPDATE products SET version = version + 1 WHERE id = $1 RETURNING version::float8 AS version',
      [productId],
    )) as [[{ version: number }], number];
    const product = await this.products.product(m, productId);
    await appendToOutbox(m, ProductUpdatedV1, {
      product,
      changed: ['countInStock', 'variants'],
      version: row.version,
    });
  }

  private async batch(m: EntityManager, id: string, today?: string): Promise<ProductBatch> {
    const [row] = (await m.query(BATCH_SQL, [...this.clock(today), id])) as { json: string }[];
    return JSON.parse(row!.json) as ProductBatch;
  }
}
