import { formatInr } from '@arogya/contracts';
import { DATA_SOURCE, defineSweep, Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { DAY, toStaff } from '../events/plans.js';
import { MessageRepository } from '../messages/message.repository.js';
import { SendJobs } from '../messages/send.jobs.js';
import { Recipients } from '../recipients/recipients.js';

const DIGEST = defineSweep('staff-daily-digest');
const IST_OFFSET_MS = 330 * 60_000;

/** India's date and hour of `now`. */
export function indiaTime(now: Date) {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { day: ist.toISOString().slice(0, 10), hour: ist.getUTCHours() };
}

/**
 * The staff's morning digest: the last 24 hours' orders and what is low on stock, once a day
 * (its day is the message's key) from `DIGEST_HOUR_IST` on; looked for every
 * `DIGEST_CHECK_EVERY_MS`.
 */
@Injectable()
export class DailyDigestJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly messages: MessageRepository,
    private readonly send: SendJobs,
    private readonly recipients: Recipients,
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
  ) {}

  onModuleInit() {
    const everyMs = this.config.DIGEST_CHECK_EVERY_MS;
    this.jobs.define(DIGEST, { everyMs, run: () => this.run(new Date()) });
  }

  /** Writes and sends the digest of `now`'s day, unless it is too early or was sent. */
  async run(now: Date) {
    const { day, hour } = indiaTime(now);
    if (hour < this.config.DIGEST_HOUR_IST) return { sent: false };
    const staff = await this.recipients.staff();
    if (!staff.dailyDigest || staff.orderEmails.length === 0) return { sent: false };
    const source = `digest:${day}`;
    await this.ds.transaction(async (m) => {
      const [totals] = (await m.query(
        `SELECT count(*) FILTER (WHERE placed_at > $1::timestamptz - interval '1 day')::int AS orders,
           COALESCE(sum(total_paise) FILTER (WHERE placed_at > $1::timestamptz - interval '1 day'), 0)::bigint AS total,
           count(*) FILTER (WHERE cancelled_at > $1::timestamptz - interval '1 day')::int AS cancelled
         FROM orders_seen`,
        [now],
      )) as [{ orders: number; total: string; cancelled: number }];
      const low = (await m.query(
        `SELECT name FROM products_seen WHERE count_in_stock <= $1 ORDER BY name LIMIT 20`,
        [staff.lowStockThreshold],
      )) as { name: string }[];
      const vars = {
        date: DAY.format(new Date(`${day}T00:00:00Z`)),
        until: now.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
        orders: totals.orders,
        total: formatInr(Number(totals.total)),
        cancelled: totals.cancelled,
        lowStock: low.map((r) => r.name),
        adminUrl: `${this.config.SHOP_URL}/admin`,
      };
      await this.messages.add(
        m,
        source,
        toStaff('staff-daily-digest', staff.orderEmails, null, vars),
      );
    });
    await this.send.schedule(await this.messages.queuedOf(source));
    return { sent: true };
  }
}
