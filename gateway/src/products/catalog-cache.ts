import { CATALOG_EVENTS_WILDCARD, type Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, NATS, registry, type Logger, type RawReply } from '@arogya/platform';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';

const cacheRequests = new Counter({
  name: 'gateway_catalog_cache_requests_total',
  help: 'Catalogue reads by cache outcome (hit, miss, bypass)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const cacheInvalidations = new Counter({
  name: 'gateway_catalog_cache_invalidations_total',
  help: 'Times the catalogue cache was emptied, by cause',
  labelNames: ['cause'] as const,
  registers: [registry],
});

/**
 * The gateway's read cache for catalogue answers (whole JSON bodies, by normalised query).
 *
 * Freshness comes from the catalog's own events: every `shop.catalog.*` event (published by
 * the outbox relay right after commit) empties the cache, so shoppers see a change as soon as
 * the event arrives. While the NATS connection is down events could be missed, so the cache
 * is bypassed until it is back; a TTL bounds staleness should an event be lost anyway.
 * Concurrent misses for one key share one catalog call, and a load that started before an
 * invalidation never stores its (possibly stale) answer.
 */
@Injectable()
export class CatalogCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries: LRUCache<string, Uint8Array>;
  private readonly pending = new Map<string, Promise<RawReply>>();
  private generation = 0;
  private live = false;
  private sub: Subscription | undefined;
  private closed = false;

  constructor(
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(NAMESPACE) private readonly ns: Namespace,
    @Inject(GATEWAY_CONFIG) config: GatewayEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    this.entries = new LRUCache<string, Uint8Array>({
      maxSize: Math.max(config.CATALOG_CACHE_MAX_BYTES, 1),
      sizeCalculation: (body) => Math.max(body.byteLength, 1),
      ttl: config.CATALOG_CACHE_TTL_MS || 1,
    });
    if (config.CATALOG_CACHE_MAX_BYTES === 0 || config.CATALOG_CACHE_TTL_MS === 0)
      this.closed = true;
  }

  onModuleInit() {
    this.sub = this.nc.subscribe(this.ns.subject(CATALOG_EVENTS_WILDCARD), {
      callback: () => this.invalidate('event'),
    });
    this.live = !this.closed;
    void this.watchConnection();
  }

  onModuleDestroy() {
    this.live = false;
    this.sub?.unsubscribe();
  }

  private async watchConnection() {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect' || status.type === 'slowConsumer') {
        this.live = false;
        this.invalidate(status.type);
      } else if (status.type === 'reconnect') {
        this.invalidate('reconnect');
        this.live = !this.closed;
      }
    }
  }

  /** Empties the cache; loads already under way will not store what they bring. */
  invalidate(cause: string) {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    cacheInvalidations.inc({ cause });
    this.log.debug({ cause }, 'Catalogue cache emptied');
  }

  /**
   * The cached answer for `key`, or `load()`'s (stored when it is a 200). `bypass` always
   * asks the catalog (an admin, or `Cache-Control: no-cache`) and refreshes the entry.
   */
  async get(key: string, load: () => Promise<RawReply>, bypass = false): Promise<RawReply> {
    if (!this.live) {
      cacheRequests.inc({ outcome: 'bypass' });
      return load();
    }
    if (!bypass) {
      const body = this.entries.get(key);
      if (body) {
        cacheRequests.inc({ outcome: 'hit' });
        return { status: 200, body };
      }
      const shared = this.pending.get(key);
      if (shared) {
        cacheRequests.inc({ outcome: 'hit' });
        return shared;
      }
    }
    cacheRequests.inc({ outcome: bypass ? 'bypass' : 'miss' });
    const generation = this.generation;
    const p = load().then((reply) => {
      if (reply.status === 200 && generation === this.generation && this.live) {
        this.entries.set(key, reply.body);
      }
      return reply;
    });
    if (!bypass) {
      this.pending.set(key, p);
      void p
        .catch(() => undefined)
        .finally(() => {
          if (this.pending.get(key) === p) this.pending.delete(key);
        });
    }
    return p;
  }
}
