import { Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { Refunds } from '../payments/refunds.service.js';

/**
 * Issuing a refund with Razorpay: a job, never inside a transaction, retried with a long
 * doubling backoff (`REFUND_RETRY_MS` × 2ⁿ over `REFUND_ATTEMPTS` tries: minutes to hours).
 */
@Injectable()
export class RefundJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly refunds: Refunds,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
  ) {}

  onModuleInit() {
    this.jobs.define({
      name: 'issue-refund',
      retry: { attempts: this.config.REFUND_ATTEMPTS, delayMs: this.config.REFUND_RETRY_MS },
      run: (data, attempt) =>
        this.refunds.issue(String((data as { refundId?: unknown }).refundId), attempt),
    });
  }

  /** Issues refund `refundId` now (once: the job id is the refund's). */
  refundLater(refundId: string) {
    return this.jobs.schedule('issue-refund', { refundId }, 0, `refund-${refundId}`);
  }
}
