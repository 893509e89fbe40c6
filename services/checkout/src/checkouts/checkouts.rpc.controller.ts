import { CheckoutCalls, type CheckoutRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { CheckoutsService } from './checkouts.service.js';

/** A shopper's checkouts over NATS request/reply (`checkout.checkouts.*`). */
@Controller()
export class CheckoutsRpcController {
  constructor(private readonly checkouts: CheckoutsService) {}

  @Handles(CheckoutCalls.create)
  create({ caller, ...input }: Req<'create'>) {
    return this.checkouts.create(caller, input);
  }

  @Handles(CheckoutCalls.get)
  get({ caller, id }: Req<'get'>) {
    return this.checkouts.get(caller, id);
  }

  @Handles(CheckoutCalls.finalize)
  finalize({ caller, id }: Req<'finalize'>) {
    return this.checkouts.finalizeState(caller, id);
  }
}
