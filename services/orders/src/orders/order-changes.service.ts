import {
  ServiceabilityCalls,
  FulfilmentCalls,
  ORDER_CHANGE_MESSAGES,
  withinModificationWindow,
  withState,
  type AddressChange,
  type Caller,
  type OrderView,
} from '@arogya/contracts';
import { conflict, RpcClient } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderEntity } from './order.entity.js';
import { OrderRepository } from './order.repository.js';
import { recordOnOrder } from './order.transitions.js';
import { toOrderView } from './order.view.js';

/** The statuses of an order nothing of which has left: the only ones a shopper may change. */
const OPEN = new Set(['Processing', 'Awaiting confirmation']);

/**
 * A shopper's own changes to an order before it ships (issue 33), within
 * `MODIFICATION_WINDOW_HOURS` of ordering: cancelling it, or sending it elsewhere on the same
 * terms. Fulfilment is asked first — it refuses once a parcel of the order is booked, with the
 * order locked there, so a booking and a change never both go through — then the order moves,
 * with its papers (a paid order's cancellation is refunded, credit-noted and restocked by the
 * usual `order-cancelled`).
 */
@Injectable()
export class OrderChangesService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly admin: AdminOrdersService,
    private readonly rpc: RpcClient,
  ) {}

  async cancel(caller: Caller, id: string): Promise<OrderView> {
    await this.changeable(caller, id);
    await this.rpc.call(FulfilmentCalls.withdraw, { orderId: id });
    return this.orders.transaction(async (m) => {
      const order = await this.orders.owned(caller, id, m, true);
      if (order.status === 'Cancelled') return toOrderView(order);
      if (!OPEN.has(order.status)) throw conflict(ORDER_CHANGE_MESSAGES.notOpen);
      const why = { actor: `shopper:${caller.userId}`, note: 'Cancelled by the shopper' };
      return toOrderView(await this.admin.move(m, order, 'Cancelled', why));
    });
  }

  /**
   * The new address must be deliverable, in the state the order was invoiced in (its place of
   * supply) and in the zone it was priced and promised for; then it is where the order goes.
   */
  async changeAddress(caller: Caller, id: string, address: AddressChange): Promise<OrderView> {
    const order = await this.changeable(caller, id);
    const before = withState(order.shippingAddress);
    if (JSON.stringify({ ...before, state: address.state }) === JSON.stringify(address))
      throw conflict(ORDER_CHANGE_MESSAGES.sameAddress);
    const [now, then] = await Promise.all([
      this.rpc.call(ServiceabilityCalls.check, { pin: address.postalCode }),
      this.rpc.call(ServiceabilityCalls.check, { pin: before.postalCode }),
    ]);
    if (!now.deliverable) throw conflict(ORDER_CHANGE_MESSAGES.notDeliverable);
    if (now.state !== (before.state || then.state))
      throw conflict(ORDER_CHANGE_MESSAGES.otherState(before.state || then.state));
    if (now.zone !== then.zone) throw conflict(ORDER_CHANGE_MESSAGES.otherZone);
    const shipTo = { ...address, state: now.state };
    await this.rpc.call(FulfilmentCalls.readdress, { orderId: id, shipTo });
    return this.orders.transaction(async (m) => {
      const locked = await this.orders.owned(caller, id, m, true);
      if (!OPEN.has(locked.status)) throw conflict(ORDER_CHANGE_MESSAGES.notOpen);
      await m.update(OrderEntity, { id }, { shippingAddress: shipTo, updatedAt: new Date() });
      const to = `${shipTo.address}, ${shipTo.city} ${shipTo.postalCode}`;
      await recordOnOrder(m, id, locked.status, locked.status, {
        actor: `shopper:${caller.userId}`,
        note: `Address changed by the shopper to ${to}`,
      });
      return toOrderView({ ...locked, shippingAddress: shipTo } as OrderEntity);
    });
  }

  /** The caller's order, still open and within the window; 404 not theirs, 409 otherwise. */
  private async changeable(caller: Caller, id: string): Promise<OrderEntity> {
    const order = await this.orders.owned(caller, id);
    if (!OPEN.has(order.status)) throw conflict(ORDER_CHANGE_MESSAGES.notOpen);
    if (!withinModificationWindow(order.createdAt.toISOString()))
      throw conflict(ORDER_CHANGE_MESSAGES.tooLate);
    return order;
  }
}
