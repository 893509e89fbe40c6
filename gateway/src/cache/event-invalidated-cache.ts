import { isEnvelope, type EventEnvelope, type Namespace } from '@arogya/contracts';
import { counter, type Logger } from '@arogya/platform';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DropClock, type LoadTicket } from './drop-clock.js';

const cacheRequests = counter(
  'gateway_cache_requests_total',
  'Reads through a gateway cache, by cache and outcome (hit, miss, bypass)',
  ['cache', 'outcome'],
);
const cacheInvalidations = counter(
  'gateway_cache_invalidations_total',
  'Invalidations of a gateway cache, by cache, cause and scope (all: emptied; targeted: only the entries an event concerns; patched: those entries rewritten in place)',
  ['cache', 'cause', 'scope'],
);
const cacheDropped = counter(
  'gateway_cache_dropped_entries_total',
  'Entries removed from a gateway cache by invalidations, by cache and scope',
  ['cache', 'scope'],
);

/** What an event makes stale: the entries carrying any of these tags, or everything. */
export type Drop = 'all' | readonly string[];

/**
 * What an event does beyond dropping: entries carrying `patch.tag` are rewritten in place
 * (`apply` answers the new value, or `undefined` to drop it), and tags in `later` are dropped
 * within the cache's `laterMs` (drops that may wait, coalesced into one per period).
 */
export interface Effect<V> {
  drop?: Drop;
  patch?: { tag: string; apply: (value: V) => V | undefined };
  later?: readonly string[];
}

/** How a loaded value is tagged: the things it shows, so that a change to one drops it. */
export type TagsOf<V> = (value: V) => Iterable<string>;

export interface EventInvalidatedCacheOptions<V> {
  /** Metric label. */
  name: string;
  /** Events on this subject (below the namespace) invalidate entries, e.g. `shop.catalog.>`. */
  subject: string;
  ttlMs: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
  /** Whether a loaded value may be kept (errors are not). */
  cacheable: (value: V) => boolean;
  /** What an event drops; without it (or when it throws), every event empties the cache. */
  dropsFor?: (event: EventEnvelope) => Drop | Effect<V>;
  /** How long the `later` drops of an event may wait (0: dropped at once). */
  laterMs?: number;
}

interface Entry<V> {
  /** Replaced in place by a patch. */
  value: V;
  tags: readonly string[];
}

/**
 * A read cache kept fresh by the owning service's own events (published by its outbox relay
 * right after commit): each entry carries tags (by default its key), and each event drops the
 * entries whose tags it names (`dropsFor`), or everything when it cannot tell. An event that
 * carries the new state may patch the entries that show it instead, and drops that may wait a
 * moment are coalesced (`laterMs`). While the NATS connection is down events could be missed,
 * so the cache is bypassed until it is back and emptied then; the TTL bounds staleness should
 * an event be lost anyway. Concurrent misses for one key share one load, and a load never
 * stores its (possibly stale) value when the cache was emptied, or one of the value's tags
 * dropped or patched, after the load started.
 */
export class EventInvalidatedCache<V extends object> implements OnModuleInit, OnModuleDestroy {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** Tag → keys of the entries carrying it. */
  private readonly byTag = new Map<string, Set<string>>();
  private readonly pending = new Map<string, Promise<V>>();
  private readonly clock = new DropClock();
  private readonly enabled: boolean;
  private live = false;
  private sub: Subscription | undefined;
  /** Tags to drop when `laterTimer` fires. */
  private readonly dueLater = new Set<string>();
  private laterTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly opts: EventInvalidatedCacheOptions<V>,
  ) {
    this.enabled = opts.ttlMs > 0 && opts.maxBytes > 0;
    this.entries = new LRUCache<string, Entry<V>>({
      maxSize: Math.max(opts.maxBytes, 1),
      sizeCalculation: (e) => Math.max(opts.sizeOf(e.value), 1),
      ttl: Math.max(opts.ttlMs, 1),
      dispose: (entry, key) => this.unindex(key, entry.tags),
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
      callback: (err, msg) => this.onEvent(err, msg),
    });
    this.live = this.enabled;
    void this.watchConnection();
  }

  stop() {
    this.live = false;
    this.sub?.unsubscribe();
    clearTimeout(this.laterTimer);
    this.laterTimer = undefined;
    this.dueLater.clear();
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

  private onEvent(err: Error | null, msg: Msg) {
    let effect: Drop | Effect<V> = 'all';
    try {
      const event: unknown = err ? null : msg.json();
      if (isEnvelope(event) && this.opts.dropsFor) effect = this.opts.dropsFor(event);
    } catch (e) {
      this.log.warn({ cache: this.opts.name, err: e }, 'Unreadable event: cache emptied');
    }
    const { drop, patch, later }: Effect<V> =
      effect === 'all' || Array.isArray(effect) ? { drop: effect as Drop } : (effect as Effect<V>);
    if (drop === 'all') return this.invalidate('event');
    if (drop?.length) this.drop(drop, 'event');
    if (patch) this.patch(patch.tag, patch.apply);
    if (later?.length) this.dropLater(later);
  }

  /**
   * Rewrites the entries carrying `tag` with `apply` (or drops them where it answers
   * `undefined`). Loads under way may predate the change: they are refused as for a drop.
   */
  patch(tag: string, apply: (value: V) => V | undefined) {
    this.clock.drop([tag]);
    this.pending.clear();
    let patched = 0;
    let dropped = 0;
    for (const key of [...(this.byTag.get(tag) ?? [])]) {
      const entry = this.entries.peek(key);
      if (!entry) continue;
      const value = apply(entry.value);
      if (value === undefined) {
        if (this.entries.delete(key)) dropped++;
      } else {
        entry.value = value;
        patched++;
      }
    }
    cacheInvalidations.inc({ cache: this.opts.name, cause: 'event', scope: 'patched' });
    cacheDropped.inc({ cache: this.opts.name, scope: 'patched' }, dropped);
    this.log.debug({ cache: this.opts.name, tag, patched, dropped }, 'Entries patched');
  }

  /** Drops `tags` within `laterMs`, with whatever else is due by then. */
  private dropLater(tags: readonly string[]) {
    const wait = this.opts.laterMs ?? 0;
    if (wait <= 0) return this.drop(tags, 'event');
    for (const tag of tags) this.dueLater.add(tag);
    this.laterTimer ??= setTimeout(() => {
      this.laterTimer = undefined;
      const due = [...this.dueLater];
      this.dueLater.clear();
      if (due.length) this.drop(due, 'deferred');
    }, wait).unref();
  }

  /** Empties the cache; loads already under way will not store what they bring. */
  invalidate(cause: string) {
    this.clock.dropAll();
    this.dueLater.clear(); // whatever is loaded from now on is newer
    const size = this.entries.size;
    this.entries.clear();
    this.byTag.clear();
    this.pending.clear();
    cacheInvalidations.inc({ cache: this.opts.name, cause, scope: 'all' });
    cacheDropped.inc({ cache: this.opts.name, scope: 'all' }, size);
    this.log.debug({ cache: this.opts.name, cause }, 'Cache emptied');
  }

  /**
   * Drops the entries carrying any of `tags`; loads under way will not store a value that
   * carries one. Loads under way are no longer shared (what they bring is not known yet).
   */
  drop(tags: readonly string[], cause: string) {
    this.clock.drop(tags);
    this.pending.clear();
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        if (this.entries.delete(key)) dropped++;
      }
    }
    cacheInvalidations.inc({ cache: this.opts.name, cause, scope: 'targeted' });
    cacheDropped.inc({ cache: this.opts.name, scope: 'targeted' }, dropped);
    this.log.debug({ cache: this.opts.name, cause, tags: tags.length, dropped }, 'Entries dropped');
  }

  /** Entries held now (tests and debugging). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value for `key`, or `load()`'s. `bypass` always loads (and refreshes). `tagsOf`
   * names what a loaded value shows (by default just `key`): events naming one of its tags
   * drop it.
   */
  async get(
    key: string,
    load: () => Promise<V>,
    bypass = false,
    tagsOf: TagsOf<V> = () => [key],
  ): Promise<V> {
    const name = this.opts.name;
    if (!this.live) {
      cacheRequests.inc({ cache: name, outcome: 'bypass' });
      return load();
    }
    if (!bypass) {
      const hit = this.entries.get(key)?.value ?? this.pending.get(key);
      if (hit) {
        cacheRequests.inc({ cache: name, outcome: 'hit' });
        return hit;
      }
    }
    cacheRequests.inc({ cache: name, outcome: bypass ? 'bypass' : 'miss' });
    const ticket = this.clock.begin();
    const p = new Promise<V>((resolve) => resolve(load()))
      .then((value) => {
        if (this.live && this.opts.cacheable(value)) this.store(key, value, tagsOf, ticket);
        return value;
      })
      .finally(() => this.clock.end(ticket));
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

  private store(key: string, value: V, tagsOf: TagsOf<V>, ticket: LoadTicket) {
    let tags: string[];
    try {
      tags = [...new Set(tagsOf(value))];
    } catch (err) {
      this.log.warn({ cache: this.opts.name, err }, 'Could not tag a value: not cached');
      return;
    }
    if (!this.clock.fresh(ticket, tags)) return;
    this.entries.delete(key); // its old tags leave the index first
    const entry = { value, tags };
    this.entries.set(key, entry);
    if (this.entries.peek(key) !== entry) return; // too large to keep
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
  }

  private unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys?.delete(key) && keys.size === 0) this.byTag.delete(tag);
    }
  }
}
