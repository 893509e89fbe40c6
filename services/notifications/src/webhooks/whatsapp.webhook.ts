import type { MessageState, SignedWebhook, WebhookHandshake } from '@arogya/contracts';
import { DATA_SOURCE, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { queueSmsFallback } from '../messages/fallback.js';
import { SendJobs } from '../messages/send.jobs.js';
import { applyReport, webhookJson } from './provider-report.js';

/** One status of the Cloud API's `messages` webhook. */
interface GraphStatus {
  id?: unknown;
  status?: unknown;
  errors?: { code?: number; title?: string; message?: string }[];
}

/** Cloud API statuses → the message's state (`read` is delivered; `sent` is what we knew). */
const STATES: Record<string, MessageState | undefined> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
};

/** Checks `X-Hub-Signature-256: sha256=<hex>` over the exact bytes, in constant time. */
export function validHubSignature(secret: string, raw: Buffer, header: string | null): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const given = Buffer.from(header.slice(7));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * WhatsApp's delivery statuses: signed by Meta with the app secret (a forged one is refused with
 * 401), each moving its message forward (never back). A status of a message whose send has not
 * committed yet is answered 404, so Meta delivers it again.
 */
@Injectable()
export class WhatsAppWebhook {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    private readonly jobs: SendJobs,
  ) {}

  handshake(h: WebhookHandshake): { challenge: string } {
    if (h.mode !== 'subscribe' || h.verifyToken !== this.config.WHATSAPP_VERIFY_TOKEN)
      throw new ShopError(403, 'Verification token does not match');
    return { challenge: h.challenge };
  }

  async receive(w: SignedWebhook): Promise<{ status: string }> {
    const raw = Buffer.from(w.rawBody, 'base64');
    if (!validHubSignature(this.config.WHATSAPP_APP_SECRET, raw, w.signature))
      throw new ShopError(401, 'Invalid webhook signature');
    const body = webhookJson<{
      entry?: { changes?: { value?: { statuses?: GraphStatus[] } }[] }[];
    }>(raw);
    const statuses = (body.entry ?? []).flatMap((e) =>
      (e.changes ?? []).flatMap((c) => c.value?.statuses ?? []),
    );
    for (const s of statuses) await this.apply(s);
    return { status: 'ok' };
  }

  private async apply(s: GraphStatus) {
    const to = typeof s.status === 'string' ? STATES[s.status] : undefined;
    if (typeof s.id !== 'string' || !to) return;
    const error = s.errors?.[0];
    const detail = error
      ? `WhatsApp ${error.code}: ${error.title ?? error.message}`
      : `WhatsApp ${s.status}`;
    const followUp = await applyReport(this.ds, { providerMessageId: s.id }, to, detail, {
      then: (m, msg, moved) =>
        moved && to === 'failed'
          ? queueSmsFallback(m, msg, this.config.SMS_ENABLED)
          : Promise.resolve(null),
    });
    if (followUp) await this.jobs.scheduleSource(followUp);
  }
}
