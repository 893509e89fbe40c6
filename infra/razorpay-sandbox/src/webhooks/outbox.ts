import { setTimeout as sleep } from 'node:timers/promises';
import { hmacHex } from '../domain/signature.js';
import { selects, type SandboxSettings } from '../settings.js';
import type { WebhookEvent } from './events.js';

/** What `GET /sandbox/webhooks` shows of one event, so tests can assert on deliveries. */
export interface WebhookDelivery {
  id: string;
  event: string;
  payment_id: string;
  /** Set on refund events. */
  refund_id?: string;
  /** Set on dispute events. */
  dispute_id?: string;
  url: string;
  /** Every attempt, duplicates and redeliveries included; 0 for a dropped event. */
  attempts: number;
  /** HTTP status of the latest attempt; null before the first answer or on network errors. */
  last_status: number | null;
  last_error: string | null;
  /** Whether the latest round of attempts ended with a 2xx. */
  delivered: boolean;
  /** Never sent (`settings.webhooks.drop`). */
  dropped: boolean;
  /** Sent twice, same id and body (`settings.webhooks.duplicate`). */
  duplicated: boolean;
  /**
   * Held back because the webhook endpoint is disabled: not attempted, or its retries stopped
   * (`settings.webhooks.disableAfterFailures`); false again once an attempt goes out.
   */
  disabled: boolean;
  created_at: number;
}

/** The webhook endpoint as `GET /sandbox/webhooks/endpoint` shows it. */
export interface WebhookEndpoint {
  /** Where webhooks go; null without `SANDBOX_WEBHOOK_URL`. */
  url: string | null;
  /** Whether events are sent: a URL is set and the endpoint is not disabled. */
  active: boolean;
  /** Failed delivery attempts in a row, any event (a 2xx resets it to 0). */
  failures: number;
  /** When it was disabled (unix seconds, sandbox clock); null while enabled. */
  disabled_at: number | null;
}

/** What one attempt came to: disabled means not attempted, the endpoint being disabled. */
type AttemptResult = 'delivered' | 'failed' | 'disabled';

interface Entry {
  delivery: WebhookDelivery;
  body: string;
  signature: string;
}

/** Per-attempt cap so a receiver that never answers cannot pin a retry loop forever. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** What the outbox needs to know beyond where to send. */
export interface OutboxOptions {
  secret: string;
  /** Live settings: drop, duplicate, reorder and the retry schedule are read on each enqueue. */
  settings: SandboxSettings;
  /** Unix seconds on the sandbox clock. */
  now: () => number;
  warn?: (message: string) => void;
}

/**
 * Sends webhook events to the shop in the background with retries, and remembers every
 * delivery so tests can inspect or replay them. `settings.webhooks` makes it misbehave the way
 * Razorpay's webhooks can: events lost, sent twice, or out of order, and the endpoint disabled
 * after repeated failures (`disableAfterFailures`) until `enable()`.
 */
export class WebhookOutbox {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  private readonly warn: (message: string) => void;
  private failures = 0;
  private disabledAt: number | null = null;

  constructor(
    private readonly url: string | undefined,
    private readonly options: OutboxOptions,
  ) {
    this.warn = options.warn ?? (() => {});
  }

  /**
   * Queues the events of one action without waiting for them. The first attempts go out one
   * after another so the receiver sees them in Razorpay's order (reversed with `reorder`),
   * duplicates after them; retries then run independently.
   */
  enqueue(events: WebhookEvent[]): void {
    const url = this.url;
    if (url === undefined || events.length === 0) return;
    const faults = this.options.settings.webhooks;
    const delays = [...faults.retryDelaysMs];
    const ordered = faults.reorder ? [...events].reverse() : events;
    const entries = ordered.map((e) =>
      this.remember(e, url, selects(faults.drop, e.event), selects(faults.duplicate, e.event)),
    );
    const sent = entries.filter((e) => !e.delivery.dropped);
    this.track(
      (async () => {
        for (const entry of sent) await this.deliver(entry, delays);
        for (const entry of sent) {
          if (entry.delivery.duplicated) await this.deliver(entry, delays);
        }
      })(),
    );
  }

  /**
   * Sends a known event again (dropped ones too), same id and body, like a manual resend; not
   * while the endpoint is disabled (the delivery is then answered with `disabled: true`).
   */
  async redeliver(id: string): Promise<WebhookDelivery | undefined> {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    await this.deliver(entry, [...this.options.settings.webhooks.retryDelaysMs]);
    return { ...entry.delivery };
  }

  /** The endpoint's state: active or disabled, and its failures in a row. */
  endpoint(): WebhookEndpoint {
    return {
      url: this.url ?? null,
      active: this.url !== undefined && this.disabledAt === null,
      failures: this.failures,
      disabled_at: this.disabledAt,
    };
  }

  /**
   * Enables the endpoint again and zeroes its failures. What it missed is not resent (Razorpay
   * does not either); `redeliver` sends an event again.
   */
  enable(): WebhookEndpoint {
    this.disabledAt = null;
    this.failures = 0;
    return this.endpoint();
  }

  /** Disables the endpoint by hand, as on Razorpay's dashboard: nothing is sent until enabled. */
  disable(): WebhookEndpoint {
    this.disabledAt ??= this.options.now();
    return this.endpoint();
  }

  /** Oldest first, so a test can read events in the order they were sent. */
  list(): WebhookDelivery[] {
    return [...this.entries.values()].map((e) => ({ ...e.delivery }));
  }

  /** Abandons pending retries and waits for in-flight requests to settle. */
  async close(): Promise<void> {
    this.stop.abort();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private remember(event: WebhookEvent, url: string, dropped: boolean, duplicated: boolean) {
    const entry: Entry = {
      delivery: {
        id: event.id,
        event: event.event,
        payment_id: event.payment_id,
        ...(event.refund_id === undefined ? {} : { refund_id: event.refund_id }),
        ...(event.dispute_id === undefined ? {} : { dispute_id: event.dispute_id }),
        url,
        attempts: 0,
        last_status: null,
        last_error: null,
        delivered: false,
        dropped,
        duplicated: duplicated && !dropped,
        disabled: false,
        created_at: this.options.now(),
      },
      body: event.body,
      signature: hmacHex(this.options.secret, event.body),
    };
    this.entries.set(event.id, entry);
    return entry;
  }

  /**
   * First attempt now; on failure the retries continue in the background, until one succeeds,
   * the schedule ends or the endpoint is disabled.
   */
  private async deliver(entry: Entry, delays: number[]): Promise<void> {
    if ((await this.attempt(entry)) !== 'failed') return;
    this.track(this.retry(entry, delays));
  }

  private async retry(entry: Entry, delays: number[]): Promise<void> {
    for (const delay of delays) {
      try {
        await sleep(delay, undefined, { signal: this.stop.signal });
      } catch {
        return;
      }
      if ((await this.attempt(entry)) !== 'failed') return;
    }
    const { id, event, attempts } = entry.delivery;
    this.warn(`webhook ${event} ${id} gave up after ${attempts} attempts`);
  }

  private async attempt(entry: Entry): Promise<AttemptResult> {
    const { delivery } = entry;
    if (this.stop.signal.aborted) return 'failed';
    if (this.disabledAt !== null) {
      delivery.disabled = true;
      return 'disabled';
    }
    delivery.disabled = false;
    delivery.attempts += 1;
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': entry.signature,
          'x-razorpay-event-id': delivery.id,
        },
        body: entry.body,
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      delivery.last_status = res.status;
      delivery.last_error = res.ok ? null : `HTTP ${res.status}`;
      delivery.delivered = res.ok;
    } catch (err) {
      delivery.last_status = null;
      delivery.last_error = err instanceof Error ? err.message : String(err);
      delivery.delivered = false;
    }
    if (delivery.delivered) {
      this.failures = 0;
      return 'delivered';
    }
    this.warn(
      `webhook ${delivery.event} ${delivery.id} attempt ${delivery.attempts} failed: ${delivery.last_error}`,
    );
    this.countFailure();
    if (this.disabledAt === null) return 'failed';
    delivery.disabled = true; // its retries stop here
    return 'disabled';
  }

  /** One more failed attempt in a row; disables the endpoint at the configured limit. */
  private countFailure(): void {
    this.failures += 1;
    const limit = this.options.settings.webhooks.disableAfterFailures;
    if (limit !== null && this.failures >= limit && this.disabledAt === null) {
      this.disabledAt = this.options.now();
      this.warn(`webhook endpoint disabled after ${this.failures} failed attempts in a row`);
    }
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
  }
}
