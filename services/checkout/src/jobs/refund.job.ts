import { Jobs } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Refunds } from '../payments/refunds.service.js';

/** Issuing a refund with Razorpay: a job, retried with backoff, never inside a transaction. */
@Injectable()
export class RefundJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly refunds: Refunds,
  ) {}

  onModuleInit() {
    this.jobs.define({
      name: 'issue-refund',
      run: (data, attempt) =>
        this.refunds.issue(String((data as { orderId?: unknown }).orderId), attempt),
    });
  }

  /** Issues the refund of order `orderId` now (once: the job id is the order's). */
  refundLater(orderId: string) {
    return this.jobs.schedule('issue-refund', { orderId }, 0, `refund-${orderId}`);
  }
}
