import { randomUUID } from 'node:crypto';
import type { StoredMessage } from './messages.js';

/** One delivery or bounce record, in the shape of Postmark's webhooks. */
export type MailEvent =
  | {
      RecordType: 'Delivery';
      ServerID: number;
      MessageStream: 'outbound';
      MessageID: string;
      Recipient: string;
      Tag: string;
      DeliveredAt: string;
      Details: string;
      Metadata: Record<string, string>;
    }
  | {
      RecordType: 'Bounce';
      ID: number;
      Type: 'HardBounce';
      TypeCode: 1;
      Name: 'Hard bounce';
      MessageStream: 'outbound';
      MessageID: string;
      ServerID: number;
      Tag: string;
      Description: string;
      Details: string;
      Email: string;
      From: string;
      BouncedAt: string;
      Inactive: boolean;
      CanActivate: boolean;
      Subject: string;
      Metadata: Record<string, string>;
    };

/** A webhook delivery and how it went. */
export interface MailWebhookDelivery {
  event: MailEvent;
  state: 'pending' | 'delivered' | 'failed';
  attempts: { at: string; status: number | null; error: string | null }[];
}

const SERVER_ID = 1;
const METADATA = /^x-pm-metadata-(.+)$/;

/** The `X-PM-Metadata-<key>` headers of a message, as Postmark hands them back (`Metadata`). */
export function metadataOf(message: StoredMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    const key = METADATA.exec(name)?.[1];
    if (key) out[key] = value;
  }
  return out;
}

/**
 * What a mail relay tells the sender after SMTP accepted a message, as Postmark's webhooks do:
 * a `Delivery` record per recipient, or a `Bounce` (hard) for an address marked to bounce. Sent
 * to the webhook URL with the HTTP basic-auth credentials it carries (Postmark's way of
 * authenticating its webhooks), one at a time, each retried after `retryDelaysMs` until a 2xx.
 */
export class MailWebhooks {
  private readonly bouncing = new Set<string>();
  private readonly deliveries: MailWebhookDelivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private nextBounceId = 4_323_372_036;

  constructor(
    private readonly url: string | undefined,
    private readonly retryDelaysMs: number[] = [200, 1000, 5000],
  ) {}

  /** Mail to `address` bounces (SMTP still accepts it, as relays do). */
  bounce(address: string): void {
    this.bouncing.add(address.toLowerCase());
  }

  clear(): void {
    this.bouncing.clear();
  }

  list(): MailWebhookDelivery[] {
    return [...this.deliveries];
  }

  /** Records and sends the events of a message SMTP accepted. */
  accepted(message: StoredMessage): void {
    if (!this.url) return;
    const metadata = metadataOf(message);
    const messageId = randomUUID();
    const at = new Date().toISOString();
    for (const to of message.envelope.to) {
      const event: MailEvent = this.bouncing.has(to.toLowerCase())
        ? {
            RecordType: 'Bounce',
            ID: this.nextBounceId++,
            Type: 'HardBounce',
            TypeCode: 1,
            Name: 'Hard bounce',
            MessageStream: 'outbound',
            MessageID: messageId,
            ServerID: SERVER_ID,
            Tag: '',
            Description:
              'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
            Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
            Email: to,
            From: message.from,
            BouncedAt: at,
            Inactive: true,
            CanActivate: true,
            Subject: message.subject,
            Metadata: metadata,
          }
        : {
            RecordType: 'Delivery',
            ServerID: SERVER_ID,
            MessageStream: 'outbound',
            MessageID: messageId,
            Recipient: to,
            Tag: '',
            DeliveredAt: at,
            Details: 'Test delivery webhook details',
            Metadata: metadata,
          };
      const delivery: MailWebhookDelivery = { event, state: 'pending', attempts: [] };
      this.deliveries.push(delivery);
      this.queue = this.queue.then(() => this.deliver(delivery));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
  }

  private async deliver(d: MailWebhookDelivery): Promise<void> {
    const url = new URL(this.url!);
    const auth =
      url.username || url.password
        ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
        : undefined;
    url.username = '';
    url.password = '';
    for (let attempt = 0; attempt <= this.retryDelaysMs.length && !this.closed; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, this.retryDelaysMs[attempt - 1]));
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(auth && { authorization: auth }) },
          body: JSON.stringify(d.event),
          signal: AbortSignal.timeout(5000),
        });
        d.attempts.push({ at: new Date().toISOString(), status: res.status, error: null });
        if (res.ok) {
          d.state = 'delivered';
          return;
        }
      } catch (e) {
        d.attempts.push({ at: new Date().toISOString(), status: null, error: String(e) });
      }
    }
    d.state = 'failed';
  }
}
