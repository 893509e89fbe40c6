import {
  CheckoutCalls,
  OrderPlacedV1,
  OrdersCalls,
  type Caller,
  type Namespace,
  type OrderView,
} from '@arogya/contracts';
import {
  EventWaiter,
  LOGGER,
  NAMESPACE,
  NATS,
  RpcClient,
  ShopError,
  type Logger,
} from '@arogya/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';

/** Finalize's answer while the order is still on its way (the route answers 202). */
export interface FinalizePending {
  pending: true;
  message: string;
  checkoutId: string;
}

/**
 * `POST /api/checkout/:id/finalize`, composed here from the services that own its parts
 * (ARCHITECTURE §7): checkout says whether the checkout is paid; orders has the order, which
 * the event path creates. Instead of polling for it, this listens for its `order-placed` (one
 * subscription for every request) and waits a bounded time. It never creates an order, so
 * calling it again changes nothing.
 */
@Injectable()
export class Finalize implements OnModuleInit, OnApplicationShutdown {
  private readonly placed: EventWaiter<typeof OrderPlacedV1.type, OrderPlacedV1>;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS) nc: NatsConnection,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(LOGGER) log: Logger,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
  ) {
    this.placed = new EventWaiter(nc, ns, log, OrderPlacedV1, (order) => order.checkoutId);
  }

  async finalize(caller: Caller, id: string): Promise<OrderView | FinalizePending> {
    const placed = this.placed.expect(id); // before looking, so that no event slips by
    try {
      const state = await this.rpc.call(CheckoutCalls.finalize, { caller, id });
      const order = await this.order(caller, id);
      if (order) return order;
      if (state.orderId === null) await placed.arrived(this.config.FINALIZE_WAIT_MS);
      return (
        (await this.order(caller, id)) ?? {
          pending: true,
          message: 'Your order is being created',
          checkoutId: id,
        }
      );
    } finally {
      placed.cancel();
    }
  }

  /** The checkout's order, or null while it does not exist (or orders cannot answer). */
  private async order(caller: Caller, checkoutId: string): Promise<OrderView | null> {
    try {
      return await this.rpc.call(OrdersCalls.byCheckout, { caller, checkoutId });
    } catch (err) {
      if (err instanceof ShopError && (err.status === 404 || err.status === 503)) return null;
      throw err;
    }
  }

  onModuleInit() {
    return this.placed.start();
  }

  onApplicationShutdown() {
    return this.placed.stop();
  }
}
