import type { MessageState, SignedWebhook } from '@arogya/contracts';
import { DATA_SOURCE, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { applyReport, webhookJson } from './provider-report.js';

/** A record of the relay's webhook (Postmark's `Delivery` and `Bounce`). */
interface MailRecord {
  RecordType?: unknown;
  TypeCode?: unknown;
  Description?: unknown;
  Details?: unknown;
  Metadata?: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Postmark's bounce type codes that mean the address takes no mail (hard bounce, bad address). */
const HARD = new Set([1, 100000]);

/**
 * The relay's delivery and bounce webhooks, in Postmark's shape: the message is named by the
 * metadata header every e-mail carries (`X-PM-Metadata-arogya-message-id`), and the webhook is
 * authenticated with HTTP basic auth whose password is `EMAIL_WEBHOOK_SECRET` (401 otherwise).
 * A delivery makes the message delivered; a hard bounce, bounced; anything else is noted only
 * by being answered.
 */
@Injectable()
export class EmailWebhook {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
  ) {}

  async receive(w: SignedWebhook): Promise<{ status: string }> {
    if (!this.authorized(w.signature)) throw new ShopError(401, 'Invalid webhook credentials');
    const record = webhookJson<MailRecord>(Buffer.from(w.rawBody, 'base64'));
    const id = record.Metadata?.['arogya-message-id'];
    const to: MessageState | null =
      record.RecordType === 'Delivery'
        ? 'delivered'
        : record.RecordType === 'Bounce' && HARD.has(Number(record.TypeCode))
          ? 'bounced'
          : null;
    if (typeof id !== 'string' || !UUID.test(id) || !to) return { status: 'ignored' };
    const detail =
      to === 'delivered'
        ? 'delivered (relay)'
        : `bounced: ${String(record.Details ?? record.Description ?? '')}`.slice(0, 500);
    await applyReport(this.ds, { id }, to, detail, { unknown: 'ignore' });
    return { status: 'ok' };
  }

  /** `Authorization: Basic <user:password>` with the shop's password (any user), in constant time. */
  private authorized(header: string | null): boolean {
    if (!header?.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const given = Buffer.from(decoded.slice(decoded.indexOf(':') + 1));
    const expected = Buffer.from(this.config.EMAIL_WEBHOOK_SECRET);
    return (
      decoded.includes(':') && given.length === expected.length && timingSafeEqual(given, expected)
    );
  }
}
