import { defineSweep, Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { WebhookLog } from './webhook-log.js';

const PURGE_WEBHOOK_EVENTS = defineSweep('purge-webhook-events');

/** Every 6 hours: handled webhook ids older than `WEBHOOK_RETENTION_MS` (8 days) are purged. */
@Injectable()
export class WebhookPurgeJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly log: WebhookLog,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
  ) {}

  onModuleInit() {
    this.jobs.define(PURGE_WEBHOOK_EVENTS, {
      everyMs: 6 * 60 * 60 * 1000,
      run: async () => ({
        purged: await this.log.purge(new Date(Date.now() - this.config.WEBHOOK_RETENTION_MS)),
      }),
    });
  }
}
