import { AggregateRepository, lazyGauge } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { WebhookEventEntity } from './webhook-event.entity.js';

/**
 * The Razorpay webhook events already handled, by event id: Razorpay retries an event for 24
 * hours, so ids are kept for 8 days (then purged by a job). The time of the latest is a metric:
 * no webhook for hours while payments are verified means the webhook is broken.
 */
@Injectable()
export class WebhookLog extends AggregateRepository {
  onModuleInit() {
    lazyGauge(
      'razorpay_webhook_last_received_seconds',
      'Unix time of the latest Razorpay webhook handled',
      async () => {
        const [row] = (await this.ds.query(
          'SELECT extract(epoch FROM max(received_at))::float8 AS at FROM webhook_events',
        )) as { at: number | null }[];
        return row?.at ?? null;
      },
    );
  }

  /** Whether event `eventId` was handled already (one statement, no transaction). */
  async seen(eventId: string): Promise<boolean> {
    const rows = (await this.ds.query('SELECT 1 FROM webhook_events WHERE event_id = $1', [
      eventId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** Records event `eventId` as handled; false when another delivery recorded it first. */
  async remember(eventId: string, event: string): Promise<boolean> {
    const fresh = (await this.ds.query(
      `INSERT INTO webhook_events (event_id, event) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, event],
    )) as unknown[];
    return fresh.length > 0;
  }

  /** Forgets events handled before `before`; answers how many. */
  async purge(before: Date): Promise<number> {
    const r = await this.ds.manager.delete(WebhookEventEntity, { receivedAt: LessThan(before) });
    return r.affected ?? 0;
  }
}
