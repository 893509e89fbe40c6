import {
  productFactsOf,
  ProductCreatedV1,
  ProductDeletedV1,
  ProductUpdatedV1,
  StockChangedV1,
} from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ProductFactsRepository } from './product-facts.repository.js';

/**
 * The catalog's product events → the cart's projection (each once, via the inbox; each only
 * when newer than what the projection holds, by the row version the event carries, 0 for
 * events from before versions). A changed name, image or price reprices the lines holding
 * the product, and a deletion takes them out, in the same transaction.
 */
@Injectable()
export class ProductFactsHandlers implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly facts: ProductFactsRepository,
  ) {}

  onModuleInit() {
    const { consumers, facts } = this;
    consumers.register({
      consumer: 'cart-product-created',
      event: ProductCreatedV1,
      handle: async ({ data }, m) =>
        void (await facts.record(m, [productFactsOf(data.product, data.version ?? 0)])),
    });
    consumers.register({
      consumer: 'cart-product-updated',
      event: ProductUpdatedV1,
      handle: async ({ data }, m) =>
        void (await facts.record(m, [productFactsOf(data.product, data.version ?? 0)])),
    });
    consumers.register({
      consumer: 'cart-product-deleted',
      event: ProductDeletedV1,
      handle: ({ data }, m) => facts.tombstone(m, data.productId, data.version ?? 0),
    });
    consumers.register({
      consumer: 'cart-stock-changed',
      event: StockChangedV1,
      handle: ({ data }, m) =>
        facts.stock(m, data.productId, data.countInStock, data.version ?? 0, data.variants),
    });
  }
}
