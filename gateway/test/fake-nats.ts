import { createEnvelope, Namespace, type EventDefinition } from '@arogya/contracts';
import { createLogger } from '@arogya/platform';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import {
  EventInvalidatedCache,
  type EventInvalidatedCacheOptions,
} from '../src/cache/event-invalidated-cache.js';

type Status = { type: 'disconnect' | 'reconnect' | 'slowConsumer' };

/**
 * Just enough of a NATS connection for a cache: one subscription whose messages the test
 * delivers, and connection statuses the test emits. No server involved.
 */
export class FakeNats {
  private callback: ((err: Error | null, msg: Msg) => void) | undefined;
  private readonly statuses: Status[] = [];
  private wake: (() => void) | undefined;
  subject: string | undefined;

  get connection(): NatsConnection {
    const conn = {
      subscribe: (subject: string, opts: { callback: (err: Error | null, msg: Msg) => void }) => {
        this.subject = subject;
        this.callback = opts.callback;
        return { unsubscribe: () => (this.callback = undefined) };
      },
      status: () => this.statusStream(),
    };
    return conn as unknown as NatsConnection;
  }

  private async *statusStream(): AsyncGenerator<Status> {
    for (;;) {
      const next = this.statuses.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Delivers a raw message (what `msg.json()` answers, or throws). */
  deliver(json: () => unknown) {
    this.callback?.(null, { json } as unknown as Msg);
  }

  /** Delivers event `data` of `definition` in its envelope. */
  publish<T extends string, D>(definition: EventDefinition<T, D>, data: D) {
    const envelope = createEnvelope(definition, data, 'test');
    this.deliver(() => JSON.parse(JSON.stringify(envelope)) as unknown);
  }

  /** Emits a connection status; resolves once the cache has seen it. */
  async emit(type: Status['type']) {
    this.statuses.push({ type });
    this.wake?.();
    await new Promise((r) => setImmediate(r));
  }
}

/** A started cache on a fake connection. */
export function fakeCache<V extends object>(
  opts: Partial<EventInvalidatedCacheOptions<V>> & { sizeOf?: (v: V) => number } = {},
) {
  const nats = new FakeNats();
  const cache = new EventInvalidatedCache<V>(
    nats.connection,
    new Namespace('fake'),
    createLogger('test', 'silent'),
    {
      name: 'test',
      subject: 'shop.test.>',
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
      sizeOf: () => 100,
      cacheable: () => true,
      ...opts,
    },
  );
  cache.start();
  return { nats, cache };
}

/** A load the test finishes by hand, counting its calls. */
export function manualLoad<V>() {
  const calls: { resolve: (v: V) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<V>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}
