import { CatalogCalls } from '@arogya/contracts';
import { Jobs, LOGGER, RpcClient, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CheckoutHooks } from './checkout.hooks.js';
import { EXPIRE_CHECKOUT } from './checkout.jobs.js';
import { CheckoutRepository } from './checkout.repository.js';
import { CheckoutMoves, CheckoutTransitions } from './checkout.transitions.js';

/**
 * The end of a checkout's hold, a delayed job per checkout: it expires (its stock goes back
 * by `checkout-expired`) unless Razorpay says it was paid (the payments' `wasPaid` hook). Razorpay never blocks it: when it
 * cannot be asked, the checkout expires anyway, and a payment that turns up later is refunded
 * as a late payment. The job is scheduled before the stock is held, so it also finds a
 * checkout whose creation stopped (a crash) after the hold and before the checkout was stored:
 * the catalog gives that hold back.
 */
@Injectable()
export class ExpiryJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly checkouts: CheckoutRepository,
    private readonly moves: CheckoutMoves,
    private readonly hooks: CheckoutHooks,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onModuleInit() {
    this.jobs.define(EXPIRE_CHECKOUT, { run: ({ checkoutId }) => this.expire(checkoutId) });
  }

  /** Expires checkout `checkoutId` after `delayMs` unless it was paid by then (once per checkout). */
  expireLater(checkoutId: string, delayMs: number) {
    return this.jobs.schedule(EXPIRE_CHECKOUT, { checkoutId }, delayMs, `expire-${checkoutId}`);
  }

  async expire(checkoutId: string, actor = 'expiry'): Promise<string> {
    const c = await this.checkouts.find(checkoutId);
    if (!c) {
      // never stored: whatever the catalog holds for it goes back (nothing, if it held nothing)
      const { released } = await this.rpc.call(CatalogCalls.release, { checkoutId });
      return released ? 'released unstored' : 'skipped';
    }
    if (!CheckoutTransitions.can(c.status, 'expired')) return 'skipped';
    if (c.status === 'payment_pending') {
      const paid = await this.hooks.wasPaid(c.id);
      if (paid === 'paid') return 'paid';
      if (paid === 'unknown')
        this.log.warn({ checkoutId }, 'Razorpay not asked before expiry: expiring anyway');
    }
    return this.checkouts.transaction(async (m) => {
      const locked = (await this.checkouts.find(checkoutId, m, true))!;
      if (!CheckoutTransitions.can(locked.status, 'expired')) return 'skipped';
      await this.moves.move(m, locked, { to: 'expired', actor });
      return 'expired';
    });
  }
}
