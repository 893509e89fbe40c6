import type { Namespace } from '@arogya/contracts';
import { counter, type Logger } from '@arogya/platform';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

const cacheRequests = counter(
  'gateway_cache_requests_total',
  'Reads through a gateway cache, by cache and outcome (hit, miss, bypass)',
  ['cache', 'outcome'],
);
const cacheInvalidations = counter(
  'gateway_cache_invalidations_total',
  'Times a gateway cache was emptied, by cache and cause',
  ['cache', 'cause'],
);

export interface EventInvalidatedCacheOptions<V> {
  /** Metric label. */
  name: string;
  /** Events on this subject (below the namespace) empty the cache, e.g. `shop.catalog.>`. */
  subject: string;
  ttlMs: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
  /** Whether a loaded value may be kept (errors are not). */
  cacheable: (value: V) => boolean;
}

/**
 * A read cache kept fresh by the owning service's own events: every event on `subject`
 * (published by that service's outbox relay right after commit) empties it, so readers see
 * a change as soon as the event arrives. While the NATS connection is down events could be
 * missed, so the cache is bypassed until it is back; the TTL bounds staleness should an event
 * be lost anyway. Concurrent misses for one key share one load, and a load that started
 * before an invalidation never stores its (possibly stale) value.
 */
export class EventInvalidatedCache<V extends object> implements OnModuleInit, OnModuleDestroy {
  private readonly entries: LRUCache<string, V>;
  private readonly pending = new Map<string, Promise<V>>();
  private readonly enabled: boolean;
  private generation = 0;
  private live = false;
  private sub: Subscription | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly opts: EventInvalidatedCacheOptions<V>,
  ) {
    this.enabled = opts.ttlMs > 0 && opts.maxBytes > 0;
    this.entries = new LRUCache<string, V>({
      maxSize: Math.max(opts.maxBytes, 1),
      sizeCalculation: (v) => Math.max(opts.sizeOf(v), 1),
      ttl: Math.max(opts.ttlMs, 1),
    });
  }

  onModuleInit() {
    this.start();
  }

  onModuleDestroy() {
    this.stop();
  }

  /** Subscribes to the events and to connection changes. */
  start() {
    this.sub = this.nc.subscribe(this.ns.subject(this.opts.subject), {
      callback: () => this.invalidate('event'),
    });
    this.live = this.enabled;
    void this.watchConnection();
  }

  stop() {
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
        this.live = this.enabled;
      }
    }
  }

  /** Empties the cache; loads already under way will not store what they bring. */
  invalidate(cause: string) {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    cacheInvalidations.inc({ cache: this.opts.name, cause });
    this.log.debug({ cache: this.opts.name, cause }, 'Cache emptied');
  }

  /** The cached value for `key`, or `load()`'s. `bypass` always loads (and refreshes). */
  async get(key: string, load: () => Promise<V>, bypass = false): Promise<V> {
    const name = this.opts.name;
    if (!this.live) {
      cacheRequests.inc({ cache: name, outcome: 'bypass' });
      return load();
    }
    if (!bypass) {
      const hit = this.entries.get(key) ?? this.pending.get(key);
      if (hit) {
        cacheRequests.inc({ cache: name, outcome: 'hit' });
        return hit;
      }
    }
    cacheRequests.inc({ cache: name, outcome: bypass ? 'bypass' : 'miss' });
    const generation = this.generation;
    const p = load().then((value) => {
      if (generation === this.generation && this.live && this.opts.cacheable(value)) {
        this.entries.set(key, value);
      }
      return value;
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
