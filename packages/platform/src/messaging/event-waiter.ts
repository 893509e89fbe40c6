import { isEnvelope, type EventDefinition, type Namespace } from '@arogya/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.js';

/** Interest in one event, registered before the caller looks whether it already happened. */
export interface Expectation<TData> {
  /** The event's data once it arrives, or `null` when `ms` pass first. */
  arrived(ms: number): Promise<TData | null>;
  /** Drops the interest (always call it, e.g. in `finally`). */
  cancel(): void;
}

/**
 * Lets a request wait for an event instead of polling for its effect: one core NATS
 * subscription on the event's subject (JetStream stores the same messages; this only listens,
 * it never acknowledges anything) and the waiters by key. Register with `expect(key)` first,
 * then check the current state, then wait: an event that lands in between is not missed.
 */
export class EventWaiter<TType extends string, TData> {
  private readonly waiters = new Map<string, Set<(data: TData) => void>>();
  private subscription: Subscription | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly event: EventDefinition<TType, TData>,
    private readonly keyOf: (data: TData) => string,
  ) {}

  /** Starts listening; resolves once the server has the subscription (idempotent). */
  async start(): Promise<void> {
    this.listen();
    await this.nc.flush();
  }

  private listen(): void {
    if (this.subscription) return;
    this.subscription = this.nc.subscribe(this.ns.subject(this.event.type), {
      callback: (err, msg) => {
        if (err) return this.log.warn({ err, event: this.event.type }, 'Event waiter failed');
        // every replica hears every event: read it only when a request here waits for one
        if (this.waiters.size === 0) return;
        try {
          const envelope: unknown = msg.json();
          if (!isEnvelope(envelope) || !this.event.isData(envelope.data)) return;
          const data = envelope.data;
          for (const wake of this.waiters.get(this.keyOf(data)) ?? []) wake(data);
        } catch {
          /* not an event: nothing waits for it */
        }
      },
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.drain().catch(() => undefined);
    this.subscription = undefined;
  }

  /** Interest in the event of `key`, from now on (`start()` must have resolved before). */
  expect(key: string): Expectation<TData> {
    this.listen();
    let wake!: (data: TData) => void;
    const seen = new Promise<TData>((resolve) => (wake = resolve));
    const set = this.waiters.get(key) ?? new Set();
    set.add(wake);
    this.waiters.set(key, set);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0 && this.waiters.get(key) === set) this.waiters.delete(key);
    };
    return {
      cancel,
      arrived: async (ms) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
        try {
          return await Promise.race([seen, late]);
        } finally {
          clearTimeout(timer);
        }
      },
    };
  }
}
