import { ProductRatingChangedV1, ProductUpdatedV1 } from '@arogya/contracts';
import { appendToOutbox, EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductRepository } from './product.repository.js';

/**
 * A product's rating and count follow its published reviews (issue 30), as the orders service
 * announces them: applied only over an older figure, then announced as a product update.
 */
@Injectable()
export class RatingsHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly products: ProductRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'catalog-product-rating-changed',
      event: ProductRatingChangedV1,
      handle: (e, m) => this.apply(m, e.data),
    });
  }

  private async apply(m: EntityManager, r: ProductRatingChangedV1): Promise<void> {
    const [rows] = (await m.query(
      `UPDATE products SET rating = $2, num_reviews = $3, ratings_version = $4,
              version = version + 1, updated_at = now()
        WHERE id = $1 AND ratings_version < $4 RETURNING version::float8 AS version`,
      [r.productId, r.rating, r.numReviews, r.version],
    )) as [{ version: number }[], number];
    const row = rows[0];
    if (!row) return; // an older figure, or a product deleted since
    const product = await this.products.product(m, r.productId);
    await appendToOutbox(m, ProductUpdatedV1, {
      product,
      changed: ['rating', 'numReviews'],
      version: row.version,
    });
  }
}
