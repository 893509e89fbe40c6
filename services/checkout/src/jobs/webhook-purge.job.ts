import { Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { WebhookLog } from '../payments/webhook-log.js';

/** Every 6 hours: handled webhook ids older than `WEBHOOK_RETENTION_MS` (8 days) are purged. */
@Injectable()
export class WebhookPurgeJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly log: WebhookLog,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
  ) {}

  onModuleInit() {
    this.jobs.define({
      name: 'purge-webhook-events',
      everyMs: 6 * 60 * 60 * 1000,
      run: async () => ({
        purged: await this.log.purge(new Date(Date.now() - this.config.WEBHOOK_RETENTION_MS)),
      }),
    });
  }
}
