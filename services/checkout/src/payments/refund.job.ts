import { Jobs } from '@arogya/platform';
import { idJob } from '../checkouts/checkout.jobs.js';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { Refunds } from './refunds.service.js';

/** Issuing one refund with Razorpay. */
const ISSUE_REFUND = idJob('issue-refund', 'refundId');

/**
 * Issuing a refund with Razorpay: a job, never inside a transaction, retried with a long
 * doubling backoff (`REFUND_RETRY_MS` × 2ⁿ over `REFUND_ATTEMPTS` tries: minutes to hours);
 * a refund Razorpay still cannot take after them goes to another round, later (issue 27).
 */
@Injectable()
export class RefundJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly refunds: Refunds,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
  ) {}

  onModuleInit() {
    this.jobs.define(ISSUE_REFUND, {
      retry: { attempts: this.config.REFUND_ATTEMPTS, delayMs: this.config.REFUND_RETRY_MS },
      run: async ({ refundId }, attempt) => {
        const outcome = await this.refunds.issue(refundId, attempt);
        if (typeof outcome === 'string') return outcome;
        // Razorpay could not take it in this round: another round, later
        const wait = this.refunds.roundGapMs(outcome.round, this.config.REFUND_RETRY_MS);
        await this.refundLater(outcome.id, outcome.round, wait);
        return `round ${outcome.round} in ${wait} ms`;
      },
    });
  }

  /**
   * Issues refund `refundId` after `delayMs`: once per round of tries (the job id is the
   * refund's and its round's), so the sweep and the round's own job never run it twice.
   */
  refundLater(refundId: string, round = 0, delayMs = 0) {
    const jobId = round === 0 ? `refund-${refundId}` : `refund-${refundId}-r${round}`;
    return this.jobs.schedule(ISSUE_REFUND, { refundId }, delayMs, jobId);
  }
}
