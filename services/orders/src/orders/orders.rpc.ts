import { OrdersCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminOrdersService } from './admin-orders.service.js';
import { CodOrdersService } from './cod-orders.service.js';
import { OrderChangesService } from './order-changes.service.js';
import { OrdersService } from './orders.service.js';

/** The calls the orders service answers: a shopper's (`orders.orders.*`) and the admin's. */
@Injectable()
export class OrdersRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly orders: OrdersService,
    private readonly admin: AdminOrdersService,
    private readonly cod: CodOrdersService,
    private readonly changes: OrderChangesService,
  ) {}

  onModuleInit() {
    const { rpc, orders, admin } = this;
    rpc.handle(OrdersCalls.mine, ({ caller }) => orders.mine(caller));
    rpc.handle(OrdersCalls.get, ({ caller, id }) => orders.get(caller, id));
    rpc.handle(OrdersCalls.byCheckout, (r) => orders.byCheckout(r.caller, r.checkoutId));
    rpc.handle(OrdersCalls.confirmCod, (r) => this.cod.confirm(r.caller, r.id, r.code));
    rpc.handle(OrdersCalls.cancelMine, (r) => this.changes.cancel(r.caller, r.id));
    rpc.handle(OrdersCalls.changeAddress, (r) =>
      this.changes.changeAddress(r.caller, r.id, r.address),
    );
    rpc.handle(OrdersCalls.adminList, () => admin.list());
    rpc.handle(OrdersCalls.page, (page) => admin.page(page));
    rpc.handle(OrdersCalls.adminGet, ({ id }) => admin.get(id));
    rpc.handle(OrdersCalls.adminUpdate, (r) => admin.update(r.caller, r.id, r.status));
    rpc.handle(OrdersCalls.adminDelete, ({ id }) => admin.delete(id));
    rpc.handle(OrdersCalls.summary, () => admin.summary());
    rpc.handle(OrdersCalls.codFigures, () => admin.codFigures());
    rpc.handle(OrdersCalls.history, ({ id }) => admin.history(id));
  }
}
