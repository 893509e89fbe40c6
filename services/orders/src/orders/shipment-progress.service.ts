import type { OrderStatus, ShipmentStatus, ShipmentStatusChangedV1 } from '@arogya/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderRepository } from './order.repository.js';
import { OrderTransitions, recordOnOrder } from './order.transitions.js';

/** How the order's history names a shipment's move (the courier's milestones, issue 33). */
const SAID: Record<ShipmentStatus, string> = {
  booking: 'Shipment being booked',
  booked: 'Shipment booked',
  'picked-up': 'Picked up by the courier',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  undelivered: 'Delivery attempt failed',
  delivered: 'Parcel delivered',
  'rto-initiated': 'Returning to the shop',
  'rto-delivered': 'Returned to the shop',
  cancelled: 'Shipment cancelled',
};

/** The history's note of a shipment's move: what happened, with which courier, under which AWB. */
export function shipmentNote(e: ShipmentStatusChangedV1): string {
  const carrier = [e.courierName, e.awb && `AWB ${e.awb}`].filter(Boolean).join(', ');
  const said = e.claimId ? `Replacement: ${SAID[e.to].toLowerCase()}` : SAID[e.to];
  return carrier ? `${said} (${carrier})` : said;
}

/**
 * The order follows its shipments (issue 33): fulfilment says where the whole order stands
 * after each move (`orderStage`), and the order takes the statuses that leads to, along its
 * table and with their papers (`AdminOrdersService.move`): shipped → Shipped; delivered →
 * Delivered (cash on delivery: collected); returned → Returned for cash on delivery, Cancelled
 * (and so refunded) for an order paid online; stock comes back with either event. Every move of
 * a shipment is a line in the order's history, a status change or a note, once (the inbox).
 * An order already further on (cancelled by staff, marked delivered by hand) keeps its status.
 */
@Injectable()
export class ShipmentProgressService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly admin: AdminOrdersService,
  ) {}

  async follow(m: EntityManager, e: ShipmentStatusChangedV1): Promise<void> {
    let order = await this.orders.byId(e.orderId, m);
    // an order erased or deleted since: nothing to follow
    if (!order) return;
    const why = {
      actor: 'courier',
      note: shipmentNote(e),
      shipment: { courierName: e.courierName, awb: e.awb },
    };
    const returned: OrderStatus = order.paymentMethod === 'COD' ? 'Returned' : 'Cancelled';
    const path: OrderStatus[] =
      e.orderStage === 'shipped'
        ? ['Shipped']
        : e.orderStage === 'delivered'
          ? ['Shipped', 'Delivered']
          : e.orderStage === 'returned'
            ? ['Shipped', returned]
            : [];
    let moved = false;
    for (const to of path) {
      if (order.status === to || !OrderTransitions.can(order.status, to)) continue;
      order = await this.admin.move(m, order, to, why);
      moved = true;
    }
    if (!moved) await recordOnOrder(m, order.id, order.status, order.status, why);
  }
}
