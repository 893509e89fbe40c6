import { LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { matches, PaymentVerification, type Settled } from './payment-verification.service.js';
import {
  isAuthorized,
  isCaptured,
  MIN_CAPTURE_MINUTES,
  RazorpayClient,
} from './razorpay.client.js';
import { classify } from './razorpay.errors.js';

/** Checkouts asked about per run. */
const BATCH = 100;
/** The longest gap between two questions about one checkout. */
const MAX_GAP_MS = 60 * 60 * 1000;

/**
 * The safety net for a shopper who closed the tab after paying, a webhook that never came and
 * a verification left pending: asks Razorpay about checkouts awaiting payment — each on its own
 * (one failure never stops the others), least recently asked first (none starves), at growing
 * gaps while nothing is found, pausing the batch when Razorpay rate-limits — and settles every
 * captured or authorised payment it finds (`PaymentVerification.settle`). It also asks about
 * checkouts that expired with a Razorpay order (their hold ran out, or a newer checkout of the
 * customer replaced them), for as long as a payment of that order may still be captured: money
 * taken that no one told the shop about is found, and refunded as a late payment.
 */
@Injectable()
export class Reconciliation {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    private readonly payments: PaymentVerification,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Every checkout due: awaiting payment longer than `RECONCILE_AFTER_MS`, then at growing gaps. */
  async reconcileDue(): Promise<{ checked: number; verified: number; failed: number }> {
    const due = await this.checkouts.dueForReconciliation(
      this.config.RECONCILE_AFTER_MS,
      MAX_GAP_MS,
      BATCH,
      this.lateWindowMs,
    );
    const tally = { checked: 0, verified: 0, failed: 0 };
    for (const { id } of due) {
      try {
        tally.checked++;
        if ((await this.reconcile(id)) === 'verified') tally.verified++;
      } catch (err) {
        tally.failed++;
        const f = classify(err);
        this.log.warn({ checkoutId: id, err: f }, 'Reconciliation of a checkout failed');
        if (f.kind === 'throttled') break; // Razorpay asks us to slow down: the next run goes on
      }
    }
    return tally;
  }

  /**
   * How long after a checkout expired a payment of its Razorpay order may still be captured:
   * the order's capture window (the hold's minutes, at least Razorpay's 12), and a margin.
   */
  private get lateWindowMs(): number {
    return Math.max(MIN_CAPTURE_MINUTES * 60_000, this.config.CHECKOUT_TTL_MS) + 5 * 60_000;
  }

  /**
   * Asks Razorpay about one checkout awaiting payment (or expired with a Razorpay order) and
   * settles what it finds: the paying payment first, then any other captured one (refunded).
   * A Razorpay failure throws.
   */
  async reconcile(id: string): Promise<Settled | 'skipped' | 'unpaid'> {
    const c = await this.checkouts.find(id);
    if (!c?.razorpayOrderId || (c.status !== 'payment_pending' && c.status !== 'expired'))
      return 'skipped';
    const found = (await this.razorpay.paymentsOf(c.razorpayOrderId)).filter(
      (p) => matches(c, p) && (isCaptured(p) || isAuthorized(p)),
    );
    // captured before authorised: a payment already taken is the one that pays
    found.sort((a, b) => Number(isAuthorized(a)) - Number(isAuthorized(b)));
    let outcome: Settled | 'unpaid' = 'unpaid';
    for (const p of found) {
      const settled = await this.payments.settle(c.id, p, 'reconciliation');
      if (outcome === 'unpaid') outcome = settled;
    }
    // an expired checkout is asked again at growing gaps whatever was found (a late payment
    // is recorded once, however often it is seen)
    await this.checkouts.reconciled(c.id, outcome === 'unpaid' || c.status === 'expired');
    return outcome;
  }
}
