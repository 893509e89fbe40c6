import { Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CheckoutTransitions, moveCheckout } from '../checkouts/checkout.transitions.js';
import { Reconciliation } from '../payments/reconciliation.service.js';

/** The end of a checkout's hold (a delayed job): it expires, unless Razorpay says it was paid. */
@Injectable()
export class Expiry {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly reconciliation: Reconciliation,
  ) {}

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
