import { setTimeout as sleep } from 'node:timers/promises';
import { newLocalId } from './ids.js';
import { Waiters } from './wait.js';

/** One POST of a delivery. */
export interface WebhookAttempt {
  /** ISO 8601. */
  at: string;
  /** The receiver's HTTP status; null on a network error or time-out. */
  status: number | null;
  error: string | null;
}

/**
 * What the outbox keeps of every delivery besides what was queued. Its `state` is at least
 * `pending` (queued or being retried), `delivered` (a 2xx came back), `failed` (every try
 * failed) or `disabled` (not sent: webhooks were switched off).
 */
export interface OutboxDelivery {
  id: string;
  url: string;
  /** The exact raw body sent (every attempt sends the same bytes). */
  body: string;
  /** The body's signature, as its header carries it. */
  signature: string;
  state: string;
  attempts: WebhookAttempt[];
  createdAt: string;
}

/** What a caller queues: a delivery without what the outbox fills in (the body included). */
export type OutboxInput<D extends OutboxDelivery> = Omit<
  D,
  'id' | 'url' | 'signature' | 'state' | 'attempts' | 'createdAt'
>;

/** The endpoint's state: its URL and whether deliveries are sent. */
export interface OutboxEndpoint {
  url: string | null;
  enabled: boolean;
}

/** How a sandbox's outbox signs, sends and names its deliveries. */
export interface SequentialOutboxOptions<D extends OutboxDelivery> {
  /** Waits between attempts; one retry per entry. */
  retryDelaysMs: number[];
  /** The `signature` of a body, computed once when it is queued. */
  sign: (body: string) => string;
  /** The headers of each POST of `delivery` besides `content-type: application/json`. */
  headers: (delivery: D) => Record<string, string>;
  /** How warnings name a delivery (`webhook sent whd_…`, `delivery report whd_…`). */
  describe: (delivery: D) => string;
  warn?: (message: string) => void;
}

/** Per-request cap, so that a receiver that never answers cannot hold the queue forever. */
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * Sends webhooks one at a time, in the order queued (so a later status never overtakes an
 * earlier one), each retried with backoff on a non-2xx answer or a network error until the
 * retry delays run out; every delivery and attempt is kept. A subclass can hold deliveries
 * back before their first attempt (`prepare`).
 */
export class SequentialOutbox<D extends OutboxDelivery> {
  protected readonly warn: (message: string) => void;
  private readonly deliveries: D[] = [];
  private readonly queue: D[] = [];
  private readonly waiters = new Waiters();
  private readonly stop = new AbortController();
  private worker: Promise<void> | undefined;
  private enabled = true;

  constructor(
    protected readonly url: string | undefined,
    private readonly options: SequentialOutboxOptions<D>,
  ) {
    this.warn = options.warn ?? (() => {});
  }

  /** Queues a delivery and answers its record; undefined (nothing sent) without a URL. */
  enqueue(input: OutboxInput<D>): D | undefined {
    if (this.url === undefined) return undefined;
    // `input` holds the rest of a `D`, which TypeScript cannot see through `Omit`
    const delivery = {
      id: newLocalId('whd'),
      ...input,
      url: this.url,
      signature: this.options.sign(input.body),
      state: 'pending',
      attempts: [],
      createdAt: new Date().toISOString(),
    } as unknown as D;
    this.deliveries.push(delivery);
    this.queue.push(delivery);
    this.changed();
    this.worker ??= this.drain().finally(() => {
      this.worker = undefined;
    });
    return { ...delivery, attempts: [] };
  }

  /** Every delivery, oldest first (copies). */
  list(): D[] {
    return this.deliveries.map((d) => ({ ...d, attempts: d.attempts.map((a) => ({ ...a })) }));
  }

  /** The endpoint: its URL and whether deliveries are sent. */
  endpoint(): OutboxEndpoint {
    return { url: this.url ?? null, enabled: this.enabled };
  }

  /** Switches deliveries off: queued and new ones are recorded `disabled`, not sent. */
  disable(): OutboxEndpoint {
    this.enabled = false;
    return this.endpoint();
  }

  /** Switches deliveries on again (what was skipped meanwhile is not resent). */
  enable(): OutboxEndpoint {
    this.enabled = true;
    return this.endpoint();
  }

  /** The first delivery `predicate` accepts, now or as soon as there is one. */
  waitFor(predicate: (d: D) => boolean, timeoutMs = 5000): Promise<D> {
    return this.waiters.waitFor(
      () => this.list().find(predicate),
      timeoutMs,
      'a webhook delivery matching the predicate',
    );
  }

  /** Abandons queued deliveries and retries, and waits for the one in flight to end. */
  async close(): Promise<void> {
    this.stop.abort();
    await this.worker;
  }

  /** Aborted when the outbox closes. */
  protected get closing(): AbortSignal {
    return this.stop.signal;
  }

  /** Wakes `waitFor`s: a delivery or what it depends on changed. */
  protected changed(): void {
    this.waiters.changed();
  }

  /**
   * Runs before the first attempt of an enabled delivery: a state to record instead of
   * sending it, or undefined to send it. None by default (and then no pause either).
   */
  protected prepare(_delivery: D): Promise<D['state'] | undefined> | undefined {
    return undefined;
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      if (this.stop.signal.aborted) return;
      await this.deliver(next);
      this.changed();
    }
  }

  private async deliver(delivery: D): Promise<void> {
    if (!this.enabled) {
      delivery.state = 'disabled';
      return;
    }
    const preparing = this.prepare(delivery);
    const held = preparing && (await preparing);
    if (held !== undefined) {
      delivery.state = held;
      return;
    }
    const delays = this.options.retryDelaysMs;
    for (let tried = 0; ; tried++) {
      if (await this.attempt(delivery)) {
        delivery.state = 'delivered';
        return;
      }
      if (tried >= delays.length) break;
      try {
        await sleep(delays[tried], undefined, { signal: this.stop.signal });
      } catch {
        return; // closing: left pending
      }
      if (!this.enabled) {
        delivery.state = 'disabled';
        return;
      }
    }
    delivery.state = 'failed';
    this.warn(
      `${this.options.describe(delivery)} gave up after ${delivery.attempts.length} attempts`,
    );
  }

  private async attempt(delivery: D): Promise<boolean> {
    const record: WebhookAttempt = { at: new Date().toISOString(), status: null, error: null };
    delivery.attempts.push(record);
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...this.options.headers(delivery) },
        body: delivery.body,
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      record.status = res.status;
      record.error = res.ok ? null : `HTTP ${res.status}`;
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
    }
    this.changed();
    if (record.error !== null) {
      this.warn(`${this.options.describe(delivery)} attempt failed: ${record.error}`);
    }
    return record.error === null;
  }
}
