import { OrdersCalls, type OrdersRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { OrdersService } from './orders.service.js';

/** A shopper's orders over NATS request/reply (`orders.orders.*`). */
@Controller()
export class OrdersRpcController {
  constructor(private readonly orders: OrdersService) {}

  @Handles(OrdersCalls.mine)
  mine({ caller }: Req<'mine'>) {
    return this.orders.mine(caller);
  }

  @Handles(OrdersCalls.get)
  get({ caller, id }: Req<'get'>) {
    return this.orders.get(caller, id);
  }

  @Handles(OrdersCalls.byCheckout)
  byCheckout({ caller, checkoutId }: Req<'byCheckout'>) {
    return this.orders.byCheckout(caller, checkoutId);
  }
}
