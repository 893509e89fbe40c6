import { Inject, Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { PaymentVerification, settles } from './payment-verification.service.js';
import { RazorpayClient, razorpayError } from './razorpay.client.js';

/** Checkouts asked about per run. */
const BATCH = 100;

/**
 * The safety net for a shopper who closed the tab after paying and a webhook that never came:
 * asks Razorpay about checkouts left awaiting payment, and verifies those that were paid.
 */
@Injectable()
export class Reconciliation {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    private readonly payments: PaymentVerification,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
  ) {}

  /** Every checkout awaiting payment for longer than `RECONCILE_AFTER_MS`. */
  async reconcileDue(): Promise<{ checked: number; verified: number }> {
    const due = await this.checkouts.awaitingPayment(
      new Date(Date.now() - this.config.RECONCILE_AFTER_MS),
      BATCH,
    );
    let verified = 0;
    for (const { id } of due) if ((await this.reconcile(id)) === 'verified') verified++;
    return { checked: due.length, verified };
  }

  /** Asks Razorpay about one checkout awaiting payment; a Razorpay failure throws (the job retries). */
  async reconcile(id: string): Promise<string> {
    const c = await this.checkouts.find(id);
    if (!c?.razorpayOrderId || c.status !== 'payment_pending') return 'skipped';
    let payments;
    try {
      payments = await this.razorpay.paymentsOf(c.razorpayOrderId);
    } catch (err) {
      throw razorpayError(err);
    }
    const paid = payments.find((p) => settles(c, p));
    if (!paid) return 'unpaid';
    return this.checkouts.transaction((m) =>
      this.payments.paymentVerified(m, c.id, paid.id, 'reconciliation'),
    );
  }
}
