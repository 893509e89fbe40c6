import { OfferCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ItemOffers } from './offers.service.js';

/** Buy-x-get-y offers' calls (`checkout.offers.*`). */
@Injectable()
export class OffersRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly offers: ItemOffers,
  ) {}

  onModuleInit() {
    const { rpc, offers } = this;
    rpc.handle(OfferCalls.live, () => offers.live());
    rpc.handle(OfferCalls.adminList, () => offers.list());
    rpc.handle(OfferCalls.adminGet, ({ id }) => offers.get(id));
    rpc.handle(OfferCalls.create, ({ offer }) => offers.create(offer));
    rpc.handle(OfferCalls.update, ({ id, changes }) => offers.update(id, changes));
    rpc.handle(OfferCalls.delete, ({ id }) => offers.delete(id));
  }
}
