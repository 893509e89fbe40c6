import { Module } from '@nestjs/common';
import { CodModule } from '../cod/cod.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { ServiceabilityModule } from '../serviceability/serviceability.module.js';
import { ChargesQuotes } from './charges-quote.js';
import { CodCheckouts } from './cod-checkouts.service.js';
import { CheckoutHooks } from './checkout.hooks.js';
import { CheckoutRepository } from './checkout.repository.js';
import { CheckoutMoves } from './checkout.transitions.js';
import { CheckoutsRpc } from './checkouts.rpc.js';
import { CheckoutsService } from './checkouts.service.js';
import { ExpiryJob } from './expiry.job.js';
import { OrderPlacedHandler } from './order-placed.handler.js';

/**
 * A shopper's checkouts: priced and held, expired, finalized. The modules that depend on it —
 * payments and coupons — import it, never the other way round: they plug in through
 * `CheckoutHooks` (discounts, "was it paid?") and `CheckoutMoves.onMove`.
 */
@Module({
  imports: [ServiceabilityModule, CodModule, OffersModule],
  providers: [
    CheckoutRepository,
    CheckoutMoves,
    CheckoutHooks,
    CheckoutsService,
    ChargesQuotes,
    CodCheckouts,
    ExpiryJob,
    CheckoutsRpc,
    OrderPlacedHandler,
  ],
  exports: [CheckoutRepository, CheckoutMoves, CheckoutHooks],
})
export class CheckoutsModule {}
