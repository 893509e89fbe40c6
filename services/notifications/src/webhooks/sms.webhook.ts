import type { MessageState, SignedWebhook } from '@arogya/contracts';
import { DATA_SOURCE, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { applyReport, webhookJson } from './provider-report.js';

/** MSG91's report statuses (webhook version 3): 1 delivered, 2 failed, 9 NDNC (DND), 16 rejected. */
const STATES: Record<string, MessageState | undefined> = {
  '1': 'delivered',
  '2': 'failed',
  '9': 'failed',
  '16': 'failed',
};

interface Report {
  requestId?: unknown;
  number?: unknown;
  status?: unknown;
  desc?: unknown;
  failedReason?: unknown;
}

/**
 * MSG91's delivery reports. MSG91 does not sign them; its webhook settings add a custom header,
 * set to `SMS_WEBHOOK_SECRET` and checked here in constant time (401 without it). A report of
 * a text whose send has not committed yet is answered 404, so MSG91 sends it again.
 */
@Injectable()
export class SmsWebhook {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
  ) {}

  async receive(w: SignedWebhook): Promise<{ status: string }> {
    const expected = Buffer.from(this.config.SMS_WEBHOOK_SECRET);
    const given = Buffer.from(w.signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new ShopError(401, 'Invalid webhook secret');
    const body = webhookJson<Report | Report[]>(Buffer.from(w.rawBody, 'base64'));
    for (const r of Array.isArray(body) ? body : [body]) await this.apply(r);
    return { status: 'ok' };
  }

  private async apply(r: Report) {
    const to = STATES[String(r.status)];
    if (typeof r.requestId !== 'string' || !to) return;
    const why = [r.desc, r.failedReason].filter((x) => typeof x === 'string' && x).join(': ');
    const detail = `MSG91 ${why || String(r.status)}`;
    await applyReport(this.ds, { providerMessageId: r.requestId }, to, detail);
  }
}
