import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { newLocalId } from '../ids.js';
import { signWhatsAppPayload } from '../signature.js';
import { waitUntil } from '../wait.js';
import { handshake, type Verification } from './handshake.js';

/**
 * Where a delivery is: `pending` (queued or being retried), `delivered` (a 2xx came back),
 * `failed` (every try failed), `disabled` (not sent: webhooks were switched off), `unverified`
 * (not sent: the endpoint failed the verification handshake).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'disabled' | 'unverified';

/** One POST of a delivery. */
export interface WebhookAttempt {
  /** ISO 8601. */
  at: string;
  /** The receiver's HTTP status; null on a network error or time-out. */
  status: number | null;
  error: string | null;
}

/** One webhook, as `GET /sandbox/webhooks` and `sandbox.webhooks.list()` show it. */
export interface WebhookDelivery {
  id: string;
  /** `status` for delivery statuses, `message` for a customer's inbound message. */
  kind: 'status' | 'message';
  /** The status reported (`sent`, `delivered`, `read`, `failed`), or `message`. */
  event: string;
  /** The `wamid.…` it is about. */
  messageId: string;
  /** The customer's WhatsApp id (recipient or sender). */
  waId: string;
  url: string;
  /** The exact raw body sent (every attempt sends the same bytes). */
  body: string;
  /** Its `X-Hub-Signature-256` header. */
  signature: string;
  state: DeliveryState;
  attempts: WebhookAttempt[];
  createdAt: string;
}

/** The webhook endpoint's state, as `GET /sandbox/webhooks` shows it. */
export interface WebhookEndpoint {
  url: string | null;
  enabled: boolean;
  verification: Verification | null;
}

/** What the outbox needs besides the URL. */
export interface OutboxOptions {
  appSecret: string;
  verifyToken: string;
  /** Waits between attempts; one retry per entry. */
  retryDelaysMs: number[];
  warn?: (message: string) => void;
}

/** What a delivery is about, as queued. */
export type WebhookInput = Pick<WebhookDelivery, 'kind' | 'event' | 'messageId' | 'waId' | 'body'>;

/** Per-request cap, so that a receiver that never answers cannot hold the queue forever. */
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * Sends webhooks one at a time, in the order queued (so `sent` always arrives before
 * `delivered`), each retried with backoff on a non-2xx answer or a network error until the
 * retry delays run out. Before the first delivery to its URL it runs Meta's verification
 * handshake; an endpoint that fails it gets nothing. Every delivery and attempt is kept.
 */
export class WebhookOutbox {
  private readonly deliveries: WebhookDelivery[] = [];
  private readonly queue: WebhookDelivery[] = [];
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly stop = new AbortController();
  private readonly warn: (message: string) => void;
  private worker: Promise<void> | undefined;
  private enabled = true;
  private verification: Verification | null = null;

  constructor(
    private readonly url: string | undefined,
    private readonly options: OutboxOptions,
  ) {
    this.warn = options.warn ?? (() => {});
  }

  /** Queues a webhook and answers its record; undefined (nothing sent) without a URL. */
  enqueue(input: WebhookInput): WebhookDelivery | undefined {
    if (this.url === undefined) return undefined;
    const delivery: WebhookDelivery = {
      id: newLocalId('whd'),
      ...input,
      url: this.url,
      signature: signWhatsAppPayload(this.options.appSecret, input.body),
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

  /** The endpoint: URL, switched on or off, and the handshake's outcome. */
  endpoint(): WebhookEndpoint {
    const verification = this.verification && { ...this.verification };
    return { url: this.url ?? null, enabled: this.enabled, verification };
  }

  /** Switches webhooks off: queued and new ones are recorded `disabled`, not sent. */
  disable(): WebhookEndpoint {
    this.enabled = false;
    return this.endpoint();
  }

  /** Switches webhooks on again (what was skipped meanwhile is not resent). */
  enable(): WebhookEndpoint {
    this.enabled = true;
    return this.endpoint();
  }

  /** Runs the verification handshake again (after fixing the receiver) and answers it. */
  async verify(): Promise<Verification | null> {
    if (this.url === undefined) return null;
    this.verification = await handshake(this.url, this.options.verifyToken, this.stop.signal);
    if (!this.verification.ok) {
      this.warn(`webhook verification of ${this.url} failed: ${this.verification.error}`);
    }
    this.changed();
    return { ...this.verification };
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
    if (!this.enabled) {
      delivery.state = 'disabled';
      return;
    }
    if (this.verification?.url !== delivery.url) await this.verify();
    if (!this.verification?.ok) {
      delivery.state = 'unverified';
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
      `webhook ${delivery.event} ${delivery.id} gave up after ${delivery.attempts.length} attempts`,
    );
  }

  private async attempt(delivery: WebhookDelivery): Promise<boolean> {
    const record: WebhookAttempt = { at: new Date().toISOString(), status: null, error: null };
    delivery.attempts.push(record);
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'facebookexternalua',
          'x-hub-signature-256': delivery.signature,
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
      this.warn(`webhook ${delivery.event} ${delivery.id} attempt failed: ${record.error}`);
    }
    return record.error === null;
  }
}
