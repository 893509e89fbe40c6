import { CheckoutCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ChargesQuotes } from './charges-quote.js';
import { CodCheckouts } from './cod-checkouts.service.js';
import { CheckoutsService } from './checkouts.service.js';

/** A shopper's checkouts (`checkout.checkouts.*`). */
@Injectable()
export class CheckoutsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly checkouts: CheckoutsService,
    private readonly quotes: ChargesQuotes,
    private readonly cod: CodCheckouts,
  ) {}

  onModuleInit() {
    const { rpc, checkouts } = this;
    rpc.handle(CheckoutCalls.create, ({ caller, ...input }) => checkouts.create(caller, input));
    rpc.handle(CheckoutCalls.charges, ({ caller, ...query }) => this.quotes.quote(caller, query));
    rpc.handle(CheckoutCalls.placeCod, ({ caller, id }) => this.cod.place(caller, id));
    rpc.handle(CheckoutCalls.get, ({ caller, id }) => checkouts.get(caller, id));
    rpc.handle(CheckoutCalls.finalize, ({ caller, id }) => checkouts.finalizeState(caller, id));
  }
}
