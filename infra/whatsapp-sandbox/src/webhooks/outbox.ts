import { SequentialOutbox, type OutboxDelivery, type OutboxEndpoint } from '@arogya/sandbox-kit';
import { signWhatsAppPayload } from '../signature.js';
import { handshake, type Verification } from './handshake.js';

export type { WebhookAttempt } from '@arogya/sandbox-kit';

/**
 * Where a delivery is: `pending` (queued or being retried), `delivered` (a 2xx came back),
 * `failed` (every try failed), `disabled` (not sent: webhooks were switched off), `unverified`
 * (not sent: the endpoint failed the verification handshake).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'disabled' | 'unverified';

/**
 * One webhook, as `GET /sandbox/webhooks` and `sandbox.webhooks.list()` show it: besides these,
 * its `id`, `url`, the exact raw `body` sent (every attempt sends the same bytes), `attempts`
 * and `createdAt`.
 */
export interface WebhookDelivery extends OutboxDelivery {
  /** `status` for delivery statuses, `message` for a customer's inbound message. */
  kind: 'status' | 'message';
  /** The status reported (`sent`, `delivered`, `read`, `failed`), or `message`. */
  event: string;
  /** The `wamid.…` it is about. */
  messageId: string;
  /** The customer's WhatsApp id (recipient or sender). */
  waId: string;
  /** Its `X-Hub-Signature-256` header. */
  signature: string;
  state: DeliveryState;
}

/** The webhook endpoint's state, as `GET /sandbox/webhooks` shows it. */
export interface WebhookEndpoint extends OutboxEndpoint {
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

/**
 * Sends webhooks one at a time, in the order queued (so `sent` always arrives before
 * `delivered`), each retried with backoff on a non-2xx answer or a network error until the
 * retry delays run out. Before the first delivery to its URL it runs Meta's verification
 * handshake; an endpoint that fails it gets nothing. Every delivery and attempt is kept.
 */
export class WebhookOutbox extends SequentialOutbox<WebhookDelivery> {
  private readonly verifyToken: string;
  private verification: Verification | null = null;

  constructor(url: string | undefined, options: OutboxOptions) {
    super(url, {
      retryDelaysMs: options.retryDelaysMs,
      sign: (body) => signWhatsAppPayload(options.appSecret, body),
      headers: (delivery) => ({
        'user-agent': 'facebookexternalua',
        'x-hub-signature-256': delivery.signature,
      }),
      describe: (delivery) => `webhook ${delivery.event} ${delivery.id}`,
      warn: options.warn,
    });
    this.verifyToken = options.verifyToken;
  }

  /** The endpoint: URL, switched on or off, and the handshake's outcome. */
  override endpoint(): WebhookEndpoint {
    const verification = this.verification && { ...this.verification };
    return { ...super.endpoint(), verification };
  }

  /** Switches webhooks off: queued and new ones are recorded `disabled`, not sent. */
  override disable(): WebhookEndpoint {
    super.disable();
    return this.endpoint();
  }

  /** Switches webhooks on again (what was skipped meanwhile is not resent). */
  override enable(): WebhookEndpoint {
    super.enable();
    return this.endpoint();
  }

  /** Runs the verification handshake again (after fixing the receiver) and answers it. */
  async verify(): Promise<Verification | null> {
    if (this.url === undefined) return null;
    this.verification = await handshake(this.url, this.verifyToken, this.closing);
    if (!this.verification.ok) {
      this.warn(`webhook verification of ${this.url} failed: ${this.verification.error}`);
    }
    this.changed();
    return { ...this.verification };
  }

  /** Before the first delivery to its URL, the handshake; `unverified` when it fails. */
  protected override async prepare(delivery: WebhookDelivery): Promise<DeliveryState | undefined> {
    if (this.verification?.url !== delivery.url) await this.verify();
    return this.verification?.ok ? undefined : 'unverified';
  }
}
