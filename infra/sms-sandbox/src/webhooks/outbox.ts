import { SequentialOutbox, type OutboxDelivery, type OutboxEndpoint } from '@arogya/sandbox-kit';
import { signSmsPayload } from '../signature.js';

export type { WebhookAttempt } from '@arogya/sandbox-kit';

/**
 * Where a delivery is: `pending` (queued or being retried), `delivered` (a 2xx came back),
 * `failed` (every try failed), `disabled` (not sent: webhooks were switched off).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'disabled';

/**
 * One delivery report sent, as `GET /sandbox/webhooks` and `sandbox.webhooks.list()` show it:
 * besides these, its `id`, `url`, the exact raw `body` sent (every attempt sends the same
 * bytes), `attempts` and `createdAt`.
 */
export interface WebhookDelivery extends OutboxDelivery {
  /** The text it reports on. */
  messageId: string;
  requestId: string;
  mobile: string;
  /** The status reported: `delivered`, `failed` or `rejected`. */
  event: string;
  /** Its `X-Sandbox-Signature` header. */
  signature: string;
  state: DeliveryState;
}

/** The webhook endpoint's state: its URL and whether reports are sent. */
export type WebhookEndpoint = OutboxEndpoint;

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

/**
 * Sends delivery reports one at a time, in the order queued, each retried with backoff on a
 * non-2xx answer or a network error until the retry delays run out; every delivery and
 * attempt is kept.
 */
export class WebhookOutbox extends SequentialOutbox<WebhookDelivery> {
  constructor(url: string | undefined, options: OutboxOptions) {
    super(url, {
      retryDelaysMs: options.retryDelaysMs,
      sign: (body) => signSmsPayload(options.secret, body),
      headers: (delivery) => ({
        'user-agent': 'MSG91-Sandbox-Webhook/1.0',
        'x-webhook-secret': options.secret,
        'x-sandbox-signature': delivery.signature,
      }),
      describe: (delivery) => `delivery report ${delivery.id}`,
      warn: options.warn,
    });
  }
}
