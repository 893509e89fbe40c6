import { JOB_CONTEXT, JobQueue, type JobContext } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { Reconciliation } from '../payments/reconciliation.service.js';
import { Refunds } from '../payments/refunds.service.js';
import { Expiry } from './expiry.service.js';

const field = (data: unknown, key: string) => String((data as Record<string, unknown>)[key]);

/**
 * The checkout's BullMQ jobs: a checkout's expiry (delayed, one per checkout), reconciliation
 * with Razorpay with the sweep of refunds still to issue (repeatable), and issuing a refund
 * (retried with backoff).
 */
@Injectable()
export class CheckoutJobs extends JobQueue {
  constructor(
    @Inject(JOB_CONTEXT) context: JobContext,
    @Inject(CHECKOUT_CONFIG) config: CheckoutEnv,
    expiry: Expiry,
    reconciliation: Reconciliation,
    refunds: Refunds,
  ) {
    super(context, 'checkout-jobs', [
      { name: 'expire-checkout', run: (data) => expiry.expire(field(data, 'checkoutId')) },
      {
        name: 'reconcile',
        everyMs: config.RECONCILE_EVERY_MS,
        run: async () => {
          for (const orderId of await refunds.overdue()) await this.refundLater(orderId);
          return reconciliation.reconcileDue();
        },
      },
      {
        name: 'issue-refund',
        run: (data, attempt) => refunds.issue(field(data, 'orderId'), attempt),
      },
    ]);
  }

  /** Expires checkout `checkoutId` after `delayMs` unless it was paid by then. */
  expireLater(checkoutId: string, delayMs: number) {
    return this.schedule('expire-checkout', { checkoutId }, delayMs, `expire-${checkoutId}`);
  }

  /** Issues the refund of order `orderId` now (once: the job id is the order's). */
  refundLater(orderId: string) {
    return this.schedule('issue-refund', { orderId }, 0, `refund-${orderId}`);
  }
}
