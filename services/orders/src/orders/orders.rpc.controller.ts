import { ADMIN_SORTS, OrdersRpc, parseAdminList } from '@arogya/contracts';
import { badRequest, callerCall } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OrdersService } from './orders.service.js';

/** The orders service's NATS request/reply interface (`orders.*`). */
@Controller()
export class OrdersRpcController {
  constructor(private readonly orders: OrdersService) {}

  @MessagePattern(OrdersRpc.mine)
  mine(@Payload() p: unknown) {
    return this.orders.mine(callerCall(p).caller);
  }

  @MessagePattern(OrdersRpc.get)
  get(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.orders.get(c.caller, c.id);
  }

  /** `{ checkoutId, userId }` (checkout's finalize). */
  @MessagePattern(OrdersRpc.byCheckout)
  byCheckout(@Payload() p: unknown) {
    const { checkoutId, userId } = (p ?? {}) as { checkoutId?: unknown; userId?: unknown };
    return this.orders.byCheckout(checkoutId, userId);
  }

  /** `{ caller, query }`: every order, or a simple-rest page `{ items, total }`. */
  @MessagePattern(OrdersRpc.adminList)
  adminList(@Payload() p: unknown) {
    const query = ((p as { query?: unknown } | null)?.query ?? {}) as Record<string, unknown>;
    if (query.sort === undefined && query.range === undefined && query.filter === undefined) {
      return this.orders.adminList();
    }
    const parsed = parseAdminList(query, ADMIN_SORTS.orders);
    if (!parsed.ok) throw badRequest(parsed.message);
    return this.orders.adminList(parsed.value);
  }

  @MessagePattern(OrdersRpc.adminGet)
  adminGet(@Payload() p: unknown) {
    return this.orders.adminGet(callerCall(p).id);
  }

  @MessagePattern(OrdersRpc.adminUpdate)
  adminUpdate(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.orders.adminUpdate(c.caller, c.id, c.body);
  }

  @MessagePattern(OrdersRpc.adminDelete)
  adminDelete(@Payload() p: unknown) {
    return this.orders.adminDelete(callerCall(p).id);
  }

  @MessagePattern(OrdersRpc.summary)
  summary() {
    return this.orders.summary();
  }

  @MessagePattern(OrdersRpc.history)
  history(@Payload() p: unknown) {
    return this.orders.historyOf(callerCall(p).id);
  }
}
