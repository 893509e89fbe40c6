import { SequentialOutbox, type OutboxDelivery } from '@arogya/sandbox-kit';
import type { Faults } from '../faults.js';

export type { WebhookAttempt } from '@arogya/sandbox-kit';

/**
 * Where a delivery is: `pending` (queued or being retried), `delivered` (a 2xx came back),
 * `failed` (every try failed), `disabled` (not sent: webhooks were switched off), `dropped`
 * (not sent: a `drop-webhooks` fault hit it).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'disabled' | 'dropped';

/**
 * One tracking webhook, as `GET /sandbox/webhooks` and `sandbox.webhooks.list()` show it:
 * besides these, its `id`, `url`, the exact raw `body` sent (every attempt and every replay
 * sends the same bytes), `attempts` and `createdAt`.
 */
export interface WebhookDelivery extends OutboxDelivery {
  awb: string;
  /** The shop's order id. */
  orderId: string;
  /** `shipment_status_id` of the scan it reports. */
  status: number;
  /** `shipment_status` of the scan it reports. */
  statusLabel: string;
  /** The delivery it sends again (a replay or a duplicate), else null. */
  replayOf: string | null;
  /** The webhook fault that hit it: `drop` (never sent, unless replayed) or `duplicate`. */
  fault: 'drop' | 'duplicate' | null;
  /** Its `x-api-key` header: the webhook token. */
  signature: string;
  state: DeliveryState;
}

/** What the outbox needs besides the URL. */
export interface OutboxOptions {
  /** Sent as `x-api-key` (Shiprocket's webhook security token). */
  token: string;
  /** Waits between attempts; one retry per entry. */
  retryDelaysMs: number[];
  /** Webhook faults: drop or duplicate the next webhooks. */
  faults: Faults;
  warn?: (message: string) => void;
}

/** What a webhook is about, as queued. */
export type WebhookInput = Pick<
  WebhookDelivery,
  'awb' | 'orderId' | 'status' | 'statusLabel' | 'body'
>;

/**
 * Sends tracking webhooks one at a time, in the order queued (so a shipment's scans arrive in
 * order), each retried with backoff on a non-2xx answer or a network error until the retry
 * delays run out. A `drop-webhooks` fault records a webhook `dropped` without sending it; a
 * `duplicate-webhooks` fault queues it twice; `replay` sends any delivery again.
 */
export class WebhookOutbox extends SequentialOutbox<WebhookDelivery> {
  private readonly faults: Faults;

  constructor(url: string | undefined, options: OutboxOptions) {
    super(url, {
      retryDelaysMs: options.retryDelaysMs,
      // Shiprocket signs nothing: the shared token is the whole check
      sign: () => options.token,
      headers: (delivery) => ({ 'x-api-key': delivery.signature }),
      describe: (delivery) =>
        `webhook ${delivery.statusLabel} of AWB ${delivery.awb} (${delivery.id})`,
      warn: options.warn,
    });
    this.faults = options.faults;
  }

  /**
   * Queues the webhook of a scan, unless a webhook fault says otherwise (dropped: recorded and
   * never sent; duplicated: queued twice). Answers the first delivery; undefined without a URL.
   */
  send(input: WebhookInput): WebhookDelivery | undefined {
    if (this.url === undefined) return undefined;
    const fault = this.faults.takeWebhook();
    if (fault?.kind === 'drop-webhooks') {
      return this.enqueue({ ...input, replayOf: null, fault: 'drop' });
    }
    if (fault?.kind !== 'duplicate-webhooks') {
      return this.enqueue({ ...input, replayOf: null, fault: null });
    }
    const first = this.enqueue({ ...input, replayOf: null, fault: 'duplicate' });
    if (first) this.enqueue({ ...input, replayOf: first.id, fault: 'duplicate' });
    return first;
  }

  /**
   * Sends delivery `id` again, same body (dropped ones too): a new delivery whose `replayOf` is
   * `id`. Undefined when there is no such delivery.
   */
  replay(id: string): WebhookDelivery | undefined {
    const original = this.list().find((d) => d.id === id);
    if (!original) return undefined;
    const { awb, orderId, status, statusLabel, body } = original;
    return this.enqueue({ awb, orderId, status, statusLabel, body, replayOf: id, fault: null });
  }

  /** Holds back what a `drop-webhooks` fault hit (the replay of it is sent). */
  protected override prepare(delivery: WebhookDelivery): Promise<DeliveryState> | undefined {
    return delivery.fault === 'drop' ? Promise.resolve('dropped') : undefined;
  }
}
