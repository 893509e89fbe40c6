import { defineSweep, Jobs, type JobAttempt } from '@arogya/platform';
import { idJob } from '../checkouts/checkout.jobs.js';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { Reconciliation } from './reconciliation.service.js';
import { Refunds } from './refunds.service.js';
import { RefundJob } from './refund.job.js';

/** Every `RECONCILE_EVERY_MS`: checkouts and refunds Razorpay should be asked about. */
const RECONCILE = defineSweep('reconcile');
/** One checkout whose verification was left pending, asked about on its own. */
const RECONCILE_CHECKOUT = idJob('reconcile-checkout', 'checkoutId');

/** How a verification left pending is followed up: soon, then at doubling waits. */
const SOON = { attempts: 8, delayMs: 2000 };

/**
 * Every `RECONCILE_EVERY_MS`, on one replica: Razorpay is asked about checkouts left awaiting
 * payment; refunds requested but never issued (their job was lost) are issued, and refunds
 * Razorpay accepted are asked about again (in case their webhook was lost). A checkout whose
 * verification was left pending is asked about on its own, soon.
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
    this.jobs.define(RECONCILE, {
      everyMs: this.config.RECONCILE_EVERY_MS,
      run: async () => {
        for (const r of await this.refunds.overdue())
          await this.refundJob.refundLater(r.id, r.round);
        const refundsChanged = await this.refunds.refreshPending();
        return { ...(await this.reconciliation.reconcileDue()), refundsChanged };
      },
    });
    this.jobs.define(RECONCILE_CHECKOUT, {
      retry: SOON,
      run: ({ checkoutId }, attempt) => this.followUp(checkoutId, attempt),
    });
  }

  /** Asks Razorpay about checkout `checkoutId` soon, and again until it is settled. */
  soon(checkoutId: string) {
    return this.jobs.schedule(
      RECONCILE_CHECKOUT,
      { checkoutId },
      SOON.delayMs,
      `reconcile-${checkoutId}`,
    );
  }

  private async followUp(checkoutId: string, attempt: JobAttempt) {
    const outcome = await this.reconciliation.reconcile(checkoutId);
    if (outcome === 'unpaid' && !attempt.last) throw new Error('No payment settled yet');
    return outcome;
  }
}
