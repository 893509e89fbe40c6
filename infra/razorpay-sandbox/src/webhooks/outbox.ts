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
  created_at: number;
}

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
 * Razorpay's webhooks can: events lost, sent twice, or out of order.
 */
export class WebhookOutbox {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  private readonly warn: (message: string) => void;

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

  /** Sends a known event again (dropped ones too), same id and body, like a manual resend. */
  async redeliver(id: string): Promise<WebhookDelivery | undefined> {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    await this.deliver(entry, [...this.options.settings.webhooks.retryDelaysMs]);
    return { ...entry.delivery };
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
        url,
        attempts: 0,
        last_status: null,
        last_error: null,
        delivered: false,
        dropped,
        duplicated: duplicated && !dropped,
        created_at: this.options.now(),
      },
      body: event.body,
      signature: hmacHex(this.options.secret, event.body),
    };
    this.entries.set(event.id, entry);
    return entry;
  }

  /** First attempt now; on failure the retries continue in the background. */
  private async deliver(entry: Entry, delays: number[]): Promise<void> {
    if (await this.attempt(entry)) return;
    this.track(this.retry(entry, delays));
  }

  private async retry(entry: Entry, delays: number[]): Promise<void> {
    for (const delay of delays) {
      try {
        await sleep(delay, undefined, { signal: this.stop.signal });
      } catch {
        return;
      }
      if (await this.attempt(entry)) return;
    }
    const { id, event, attempts } = entry.delivery;
    this.warn(`webhook ${event} ${id} gave up after ${attempts} attempts`);
  }

  private async attempt(entry: Entry): Promise<boolean> {
    const { delivery } = entry;
    if (this.stop.signal.aborted) return false;
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
    if (!delivery.delivered) {
      this.warn(
        `webhook ${delivery.event} ${delivery.id} attempt ${delivery.attempts} failed: ${delivery.last_error}`,
      );
    }
    return delivery.delivered;
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
  }
}
