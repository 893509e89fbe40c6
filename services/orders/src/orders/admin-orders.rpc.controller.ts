import { OrdersCalls, type OrdersRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { AdminOrdersService } from './admin-orders.service.js';

/** The admin's orders over NATS request/reply (`orders.admin.*`). */
@Controller()
export class AdminOrdersRpcController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Handles(OrdersCalls.adminList)
  list() {
    return this.orders.list();
  }

  @Handles(OrdersCalls.page)
  page(params: Req<'page'>) {
    return this.orders.page(params);
  }

  @Handles(OrdersCalls.adminGet)
  get({ id }: Req<'adminGet'>) {
    return this.orders.get(id);
  }

  @Handles(OrdersCalls.adminUpdate)
  update({ caller, id, status }: Req<'adminUpdate'>) {
    return this.orders.update(caller, id, status);
  }

  @Handles(OrdersCalls.adminDelete)
  remove({ id }: Req<'adminDelete'>) {
    return this.orders.delete(id);
  }

  @Handles(OrdersCalls.summary)
  summary() {
    return this.orders.summary();
  }

  @Handles(OrdersCalls.history)
  history({ id }: Req<'history'>) {
    return this.orders.history(id);
  }
}
