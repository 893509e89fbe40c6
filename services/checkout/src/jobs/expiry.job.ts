import { Jobs } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CheckoutTransitions, moveCheckout } from '../checkouts/checkout.transitions.js';
import { Reconciliation } from '../payments/reconciliation.service.js';

/**
 * The end of a checkout's hold, a delayed job per checkout: it expires (its stock goes back
 * by `checkout-expired`), unless Razorpay says it was paid.
 */
@Injectable()
export class ExpiryJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly checkouts: CheckoutRepository,
    private readonly reconciliation: Reconciliation,
  ) {}

  onModuleInit() {
    this.jobs.define({
      name: 'expire-checkout',
      run: (data) => this.expire(String((data as { checkoutId?: unknown }).checkoutId)),
    });
  }

  /** Expires checkout `checkoutId` after `delayMs` unless it was paid by then (once per checkout). */
  expireLater(checkoutId: string, delayMs: number) {
    return this.jobs.schedule('expire-checkout', { checkoutId }, delayMs, `expire-${checkoutId}`);
  }

  async expire(checkoutId: string): Promise<string> {
    const c = await this.checkouts.find(checkoutId);
    if (!c || !CheckoutTransitions.can(c.status, 'expired')) return 'skipped';
    if (
      c.status === 'payment_pending' &&
      (await this.reconciliation.reconcile(c.id)) === 'verified'
    )
      return 'paid';
    return this.checkouts.transaction(async (m) => {
      const locked = (await this.checkouts.find(checkoutId, m, true))!;
      if (!CheckoutTransitions.can(locked.status, 'expired')) return 'skipped';
      await moveCheckout(m, locked, { to: 'expired', actor: 'expiry' });
      return 'expired';
    });
  }
}
