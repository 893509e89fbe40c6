import { CATALOG_EVENTS_WILDCARD, type Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, NATS, type Logger } from '@arogya/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable } from '@nestjs/common';
import { EventInvalidatedCache } from '../cache/event-invalidated-cache.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
import { StockVersions, type CatalogAnswer } from './catalog-answer.js';
import { catalogDrops } from './catalog-tags.js';

/**
 * Catalogue answers (by normalised query, each product's JSON apart), tagged with the products
 * they show and the listings they belong to; each catalog event drops what it makes stale, or
 * patches a product's new stock into the answers showing it (`catalogDrops`). Reorders by
 * popularity wait for the rank refresh (`CATALOG_RANK_REFRESH_MS`).
 */
@Injectable()
export class CatalogCache extends EventInvalidatedCache<CatalogAnswer> {
  constructor(
    @Inject(NATS) nc: NatsConnection,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(GATEWAY_CONFIG) config: GatewayEnv,
    @Inject(LOGGER) log: Logger,
  ) {
    const versions = new StockVersions();
    super(nc, ns, log, {
      name: 'catalog',
      subject: CATALOG_EVENTS_WILDCARD,
      ttlMs: config.CATALOG_CACHE_TTL_MS,
      maxBytes: config.CATALOG_CACHE_MAX_BYTES,
      // the body, and each product's JSON apart
      sizeOf: (answer) => 2 * answer.body.byteLength,
      cacheable: (answer) => answer.status === 200 && answer.parts !== null,
      dropsFor: (event) => catalogDrops(event, versions),
      laterMs: config.CATALOG_RANK_REFRESH_MS,
    });
  }
}
