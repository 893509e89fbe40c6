import { OrdersRpc } from '@arogya/contracts';
import { badRequest } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OrdersService, type Caller } from './orders.service.js';

interface Call {
  /** Set by the gateway from the verified token. */
  caller: Caller;
  id?: unknown;
  body?: unknown;
}

function call(payload: unknown): Call {
  const p = (payload ?? {}) as Partial<Call>;
  if (typeof p.caller?.userId !== 'string') throw badRequest('caller is required');
  return p as Call;
}

/** The orders service's NATS request/reply interface (`orders.*`). */
@Controller()
export class OrdersRpcController {
  constructor(private readonly orders: OrdersService) {}

  @MessagePattern(OrdersRpc.mine)
  mine(@Payload() p: unknown) {
    return this.orders.mine(call(p).caller);
  }

  @MessagePattern(OrdersRpc.get)
  get(@Payload() p: unknown) {
    const c = call(p);
    return this.orders.get(c.caller, c.id);
  }

  /** `{ checkoutId, userId }` (checkout's finalize). */
  @MessagePattern(OrdersRpc.byCheckout)
  byCheckout(@Payload() p: unknown) {
    const { checkoutId, userId } = (p ?? {}) as { checkoutId?: unknown; userId?: unknown };
    return this.orders.byCheckout(checkoutId, userId);
  }

  @MessagePattern(OrdersRpc.adminList)
  adminList() {
    return this.orders.adminList();
  }

  @MessagePattern(OrdersRpc.adminUpdate)
  adminUpdate(@Payload() p: unknown) {
    const c = call(p);
    return this.orders.adminUpdate(c.caller, c.id, c.body);
  }

  @MessagePattern(OrdersRpc.adminDelete)
  adminDelete(@Payload() p: unknown) {
    return this.orders.adminDelete(call(p).id);
  }

  @MessagePattern(OrdersRpc.summary)
  summary() {
    return this.orders.summary();
  }

  @MessagePattern(OrdersRpc.history)
  history(@Payload() p: unknown) {
    return this.orders.historyOf(call(p).id);
  }
}
