import { LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CheckoutHooks } from '../checkouts/checkout.hooks.js';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { matches, PaymentVerification, type Settled } from './payment-verification.service.js';
import { isAuthorized, isCaptured, RazorpayClient } from './razorpay.client.js';
import { classify } from './razorpay.errors.js';

/** Checkouts asked about per run. */
const BATCH = 100;
/** The longest gap between two questions about one checkout. */
const MAX_GAP_MS = 60 * 60 * 1000;

/** Statuses of a checkout whose Razorpay order is still watched until its capture window ends. */
const WATCHED = new Set(['payment_pending', 'expired', 'paid', 'finalized']);

/**
 * The safety net for a shopper who closed the tab after paying, a webhook that never came and
 * a verification left pending: asks Razorpay about checkouts awaiting payment — each on its own
 * (one failure never stops the others), least recently asked first (none starves), at growing
 * gaps while nothing is found, pausing the batch when Razorpay rate-limits or refuses our key —
 * and settles every captured or authorised payment it finds (`PaymentVerification.settle`).
 * It also asks about every other checkout with a Razorpay order — expired (the hold ran out,
 * or a newer checkout replaced it), paid or finalized — until that order can no longer be
 * captured, and once after: money taken that no one told the shop about (a payment after the
 * hold, a second capture of a paid order) is found and refunded without its webhook.
 */
@Injectable()
export class Reconciliation implements OnModuleInit {
  constructor(
    private readonly hooks: CheckoutHooks,
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    private readonly payments: PaymentVerification,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Checkouts ask, before a hold awaiting payment ends, whether Razorpay took the payment. */
  onModuleInit() {
    this.hooks.usePaidCheck(async (id) =>
      (await this.reconcile(id)) === 'verified' ? 'paid' : 'unpaid',
    );
  }

  /** Every checkout due: awaiting payment longer than `RECONCILE_AFTER_MS`, then at growing gaps. */
  async reconcileDue(): Promise<{ checked: number; verified: number; failed: number }> {
    const due = await this.checkouts.dueForReconciliation(
      this.config.RECONCILE_AFTER_MS,
      MAX_GAP_MS,
      BATCH,
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
        // Razorpay asks us to slow down, or refuses our key: the next run goes on (a refused
        // checkout stays due: it is asked again once the key works)
        if (f.kind === 'throttled' || f.kind === 'auth') break;
      }
    }
    return tally;
  }

  /**
   * Asks Razorpay about one checkout with a Razorpay order and settles what it finds: the
   * paying payment first, then any other captured one (refunded: a late or second payment).
   * A Razorpay failure throws, and nothing is marked asked.
   */
  async reconcile(id: string): Promise<Settled | 'skipped' | 'unpaid'> {
    const c = await this.checkouts.find(id);
    if (!c?.razorpayOrderId || !WATCHED.has(c.status)) return 'skipped';
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
    // a checkout no longer awaiting payment is asked again at growing gaps whatever was found
    // (a late or second payment is recorded once, however often it is seen)
    await this.checkouts.reconciled(c.id, outcome === 'unpaid' || c.status !== 'payment_pending');
    return outcome;
  }
}
