import { Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { Reconciliation } from '../payments/reconciliation.service.js';
import { Refunds } from '../payments/refunds.service.js';
import { RefundJob } from './refund.job.js';

/**
 * Every `RECONCILE_EVERY_MS`, on one replica: Razorpay is asked about checkouts left awaiting
 * payment, and refunds requested a while ago but never issued (their job was lost) are issued.
 */
@Injectable()
export class ReconciliationJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly reconciliation: Reconciliation,
    private readonly refunds: Refunds,
    private readonly refundJob: RefundJob,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
  ) {}

  onModuleInit() {
    this.jobs.define({
      name: 'reconcile',
      everyMs: this.config.RECONCILE_EVERY_MS,
      run: async () => {
        for (const orderId of await this.refunds.overdue())
          await this.refundJob.refundLater(orderId);
        return this.reconciliation.reconcileDue();
      },
    });
  }
}
