import { CATALOG_EVENTS_WILDCARD, type Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, NATS, type Logger, type RawReply } from '@arogya/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable } from '@nestjs/common';
import { EventInvalidatedCache } from '../cache/event-invalidated-cache.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';

/** Catalogue answers (whole JSON bodies, by normalised query), emptied by catalog events. */
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
    });
  }
}
