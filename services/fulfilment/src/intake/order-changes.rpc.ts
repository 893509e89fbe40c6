import { FulfilmentCalls, ORDER_CHANGE_MESSAGES, type ShippingAddress } from '@arogya/contracts';
import { conflict, notFound, RpcHandlers } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATA_SOURCE } from '@arogya/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { OrdersToShipRepository } from './orders-to-ship.repository.js';

/**
 * A shopper's change to an order before it ships (issue 33), asked by orders before it makes
 * it: the order to ship withdrawn (a cancellation) or sent elsewhere — each refused (409) once a
 * shipment of the order's own units is booked, with the order locked, so a booking and a change
 * never both go through.
 */
@Injectable()
export class OrderChangesRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly orders: OrdersToShipRepository,
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
  ) {}

  onModuleInit() {
    this.rpc.handle(FulfilmentCalls.withdraw, ({ orderId }) =>
      this.unbooked(
        orderId,
        async (m) => {
          await this.orders.move(m, orderId, ['awaiting-confirmation', 'to-ship'], 'cancelled');
          return { withdrawn: true as const };
        },
        true,
      ),
    );
    this.rpc.handle(FulfilmentCalls.readdress, ({ orderId, shipTo }) =>
      this.unbooked(orderId, async (m) => {
        await this.orders.readdress(m, orderId, shipTo as ShippingAddress);
        return { readdressed: true as const };
      }),
    );
  }

  /** `change` in a transaction with the order locked, unless a shipment of it is booked. */
  private unbooked<T>(
    orderId: string,
    change: (m: EntityManager) => Promise<T>,
    withdrawing = false,
  ): Promise<T> {
    return this.ds.transaction(async (m) => {
      const order = await this.orders.find(m, orderId);
      if (!order) throw notFound('No such order to ship');
      const [booked] = (await m.query(
        `SELECT 1 FROM shipments WHERE order_id = $1 AND status <> 'cancelled' AND claim_id IS NULL
          LIMIT 1`,
        [orderId],
      )) as unknown[];
      if (booked) throw conflict(ORDER_CHANGE_MESSAGES.packed);
      // withdrawn already (asked again after orders could not finish): once is enough
      if (order.state === 'cancelled' && !withdrawing)
        throw conflict(ORDER_CHANGE_MESSAGES.notOpen);
      return change(m);
    });
  }
}
