import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { newLocalId } from '../ids.js';
import { signSmsPayload } from '../signature.js';
import { waitUntil } from '../wait.js';

/**
 * Where a delivery is: `pending` (queued or being retried), `delivered` (a 2xx came back),
 * `failed` (every try failed), `disabled` (not sent: webhooks were switched off).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'disabled';

/** One POST of a delivery. */
export interface WebhookAttempt {
  /** ISO 8601. */
  at: string;
  /** The receiver's HTTP status; null on a network error or time-out. */
  status: number | null;
  error: string | null;
}

/** One delivery report sent, as `GET /sandbox/webhooks` and `sandbox.webhooks.list()` show it. */
export interface WebhookDelivery {
  id: string;
  /** The text it reports on. */
  messageId: string;
  requestId: string;
  mobile: string;
  /** The status reported: `delivered`, `failed` or `rejected`. */
  event: string;
  url: string;
  /** The exact raw body sent (every attempt sends the same bytes). */
  body: string;
  /** Its `X-Sandbox-Signature` header. */
  signature: string;
  state: DeliveryState;
  attempts: WebhookAttempt[];
  createdAt: string;
}

/** The webhook endpoint's state. */
export interface WebhookEndpoint {
  url: string | null;
  enabled: boolean;
}

/** What the outbox needs besides the URL. */
export interface OutboxOptions {
  /** Sent as `X-Webhook-Secret`; the key of `X-Sandbox-Signature`. */
  secret: string;
  /** Waits between attempts; one retry per entry. */
  retryDelaysMs: number[];
  warn?: (message: string) => void;
}

/** What a delivery is about, as queued. */
export type WebhookInput = Pick<
  WebhookDelivery,
  'messageId' | 'requestId' | 'mobile' | 'event' | 'body'
>;

/** Per-request cap, so that a receiver that never answers cannot hold the queue forever. */
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * Sends delivery reports one at a time, in the order queued, each retried with backoff on a
 * non-2xx answer or a network error until the retry delays run out; every delivery and
 * attempt is kept.
 */
export class WebhookOutbox {
  private readonly deliveries: WebhookDelivery[] = [];
  private readonly queue: WebhookDelivery[] = [];
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly stop = new AbortController();
  private readonly warn: (message: string) => void;
  private worker: Promise<void> | undefined;
  private enabled = true;

  constructor(
    private readonly url: string | undefined,
    private readonly options: OutboxOptions,
  ) {
    this.warn = options.warn ?? (() => {});
  }

  /** Queues a report and answers its record; undefined (nothing sent) without a URL. */
  enqueue(input: WebhookInput): WebhookDelivery | undefined {
    if (this.url === undefined) return undefined;
    const delivery: WebhookDelivery = {
      id: newLocalId('whd'),
      ...input,
      url: this.url,
      signature: signSmsPayload(this.options.secret, input.body),
      state: 'pending',
      attempts: [],
      createdAt: new Date().toISOString(),
    };
    this.deliveries.push(delivery);
    this.queue.push(delivery);
    this.changed();
    this.worker ??= this.drain().finally(() => {
      this.worker = undefined;
    });
    return { ...delivery, attempts: [] };
  }

  /** Every delivery, oldest first (copies). */
  list(): WebhookDelivery[] {
    return this.deliveries.map((d) => ({ ...d, attempts: d.attempts.map((a) => ({ ...a })) }));
  }

  /** The endpoint: its URL and whether reports are sent. */
  endpoint(): WebhookEndpoint {
    return { url: this.url ?? null, enabled: this.enabled };
  }

  /** Switches reports off: queued and new ones are recorded `disabled`, not sent. */
  disable(): WebhookEndpoint {
    this.enabled = false;
    return this.endpoint();
  }

  /** Switches reports on again (what was skipped meanwhile is not resent). */
  enable(): WebhookEndpoint {
    this.enabled = true;
    return this.endpoint();
  }

  /** The first delivery `predicate` accepts, now or as soon as there is one. */
  waitFor(predicate: (d: WebhookDelivery) => boolean, timeoutMs = 5000): Promise<WebhookDelivery> {
    return waitUntil(
      this.events,
      'change',
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

  private changed(): void {
    this.events.emit('change');
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      if (this.stop.signal.aborted) return;
      await this.deliver(next);
      this.changed();
    }
  }

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    const delays = this.options.retryDelaysMs;
    for (let tried = 0; ; tried++) {
      if (!this.enabled) {
        delivery.state = 'disabled';
        return;
      }
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
    }
    delivery.state = 'failed';
    this.warn(`delivery report ${delivery.id} gave up after ${delivery.attempts.length} attempts`);
  }

  private async attempt(delivery: WebhookDelivery): Promise<boolean> {
    const record: WebhookAttempt = { at: new Date().toISOString(), status: null, error: null };
    delivery.attempts.push(record);
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'MSG91-Sandbox-Webhook/1.0',
          'x-webhook-secret': this.options.secret,
          'x-sandbox-signature': delivery.signature,
        },
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
      this.warn(`delivery report ${delivery.id} attempt failed: ${record.error}`);
    }
    return record.error === null;
  }
}
