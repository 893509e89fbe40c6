import { CATALOG_EVENTS_WILDCARD, type Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, NATS, type Logger, type RawReply } from '@arogya/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable } from '@nestjs/common';
import { EventInvalidatedCache } from '../cache/event-invalidated-cache.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
import { catalogDrops } from './catalog-tags.js';

/**
 * Catalogue answers (whole JSON bodies, by normalised query), tagged with the products they
 * show and the listings they belong to; each catalog event drops what it makes stale
 * (`catalogDrops`).
 */
@Injectable()
export class CatalogCache extends EventInvalidatedCache<RawReply> {
  constructor(
    @Inject(NATS) nc: NatsConnection,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(GATEWAY_CONFIG) config: GatewayEnv,
    @Inject(LOGGER) log: Logger,
  ) {
    super(nc, ns, log, {
      name: 'catalog',
      subject: CATALOG_EVENTS_WILDCARD,
      ttlMs: config.CATALOG_CACHE_TTL_MS,
      maxBytes: config.CATALOG_CACHE_MAX_BYTES,
      sizeOf: (reply) => reply.body.byteLength,
      cacheable: (reply) => reply.status === 200,
      dropsFor: catalogDrops,
    });
  }
}
