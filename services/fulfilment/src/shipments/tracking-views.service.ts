import {
  indianMobile,
  orderNumber,
  ShopError,
  UsersCalls,
  type Caller,
  type DeliveryIssueSummary,
  type PublicTrackingView,
  type ShipmentView,
  TRACKING_MESSAGES,
  type TrackingQuery,
  type TrackingView,
} from '@arogya/contracts';
import { notFound, RpcClient } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import {
  OrdersToShipRepository,
  type OrderToShipRow,
} from '../intake/orders-to-ship.repository.js';
import { DeliveryIssuesRepository } from './delivery-issues.repository.js';
import { ShipmentsRepository } from './shipments.repository.js';

/** A shipment as its shopper follows it (a booking not yet answered is not one yet). */
const trackingOf = (s: ShipmentView, issue: DeliveryIssueSummary | null): TrackingView => ({
  _id: s._id,
  status: s.status,
  courierName: s.courierName,
  awb: s.awb,
  lines: s.lines,
  bookedAt: s.bookedAt,
  expectedBy: s.expectedBy,
  scans: s.scans,
  claimId: s.claimId,
  issue,
});

/**
 * What shoppers see of their shipments (issue 33): on their order's page, and on the public
 * tracking page by the order's number and its phone or e-mail.
 */
@Injectable()
export class TrackingViews {
  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly orders: OrdersToShipRepository,
    private readonly issues: DeliveryIssuesRepository,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * The shipments of `caller`'s order `orderId` (any order for an admin), oldest first; 404 for
   * anyone else's, or an order fulfilment does not know.
   */
  async ofOrder(caller: Caller, orderId: string): Promise<TrackingView[]> {
    const owner = await this.orders.ownerOf(orderId);
    if (owner === null || (owner !== caller.userId && caller.role !== 'admin'))
      throw notFound('Order not found');
    return this.tracked(orderId);
  }

  /**
   * The order numbered `q.order` whose shipping phone, or whose account's phone or e-mail, is
   * `q.contact`; one 404 for every miss. Numbers are 6 characters of an id, so two orders may
   * share one: the contact tells them apart, and the newest that matches is answered.
   */
  async publicTracking(q: TrackingQuery): Promise<PublicTrackingView> {
    for (const order of await this.orders.byNumber(q.order)) {
      if (!(await this.matches(order, q.contact))) continue;
      return {
        orderNumber: orderNumber(order.orderId),
        placedAt: order.placedAt,
        promisedBy: order.promisedBy,
        cancelled: order.state === 'cancelled',
        items: order.lines.map(({ productId, name, size, color, quantity }) => ({
          productId,
          name,
          size,
          color,
          quantity,
        })),
        shipments: await this.tracked(order.orderId),
      };
    }
    throw notFound(TRACKING_MESSAGES.noMatch);
  }

  private async tracked(orderId: string): Promise<TrackingView[]> {
    const rows = (await this.shipments.ofOrder(orderId)).filter((s) => s.status !== 'booking');
    const issues = await this.issues.latestOf(rows.map((r) => r.id));
    return (await this.shipments.views(rows)).map((s) => trackingOf(s, issues.get(s._id) ?? null));
  }

  /** Whether `contact` (a phone as 91…, or an e-mail) is the order's or its account's. */
  private async matches(order: OrderToShipRow, contact: string): Promise<boolean> {
    const email = contact.includes('@');
    if (!email && indianMobile(order.shipTo.phone ?? '') === contact) return true;
    let account;
    try {
      account = await this.rpc.call(UsersCalls.contact, { id: order.userId });
    } catch (err) {
      // an erased account has no contact left to match; anything else is not a miss
      if (err instanceof ShopError && err.status === 404) return false;
      throw err;
    }
    return email ? account.email?.toLowerCase() === contact : account.phone === contact;
  }
}
