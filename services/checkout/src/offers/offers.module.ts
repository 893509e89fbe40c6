import { Module } from '@nestjs/common';
import { OffersRepository } from './offers.repository.js';
import { OffersRpc } from './offers.rpc.js';
import { ItemOffers } from './offers.service.js';

/**
 * Buy-x-get-y offers (issue 32). Imports none of the other modules; checkouts ask it what the
 * offers take off their lines.
 */
@Module({
  providers: [OffersRepository, ItemOffers, OffersRpc],
  exports: [ItemOffers],
})
export class OffersModule {}
