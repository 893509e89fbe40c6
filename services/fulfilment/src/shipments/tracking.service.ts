import { ShopError } from '@arogya/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOK_TOKEN } from '../couriers/couriers.module.js';
import { CourierError, type TrackingScan } from '../couriers/courier.js';
import { readShiprocketWebhook } from '../couriers/shiprocket-webhook.js';
import { OrdersToShipRepository } from '../intake/orders-to-ship.repository.js';
import { DeliveryIssuesRepository } from './delivery-issues.repository.js';
import { moveShipment, nextStatus } from './shipment.transitions.js';
import { orderStage } from './shippable.js';
import { ShipmentsRepository } from './shipments.repository.js';

/**
 * The courier's tracking webhooks (issue 33): each checked, its scans kept once, and the
 * shipment moved through the milestones they reach, in their order, one
 * `shipment-status-changed` per move — so a dropped webhook's milestone still comes (with the
 * next one's scans), and a replayed one moves nothing.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly orders: OrdersToShipRepository,
    private readonly issues: DeliveryIssuesRepository,
    @Inject(WEBHOOK_TOKEN) private readonly token: string | null,
  ) {}

  async shiprocket(
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ): Promise<{ applied: boolean }> {
    if (this.token === null) throw new ShopError(404, 'No courier is set up');
    let update;
    try {
      update = readShiprocketWebhook(headers, body, this.token);
    } catch (err) {
      if (err instanceof CourierError) throw new ShopError(err.status ?? 400, err.message);
      throw err;
    }
    const { awb } = update;
    // the scans so far, and the one this webhook is about (when it brings no list)
    const scans: TrackingScan[] = update.scans.length
      ? update.scans
      : [
          {
            at: update.at,
            milestone: update.milestone,
            status: update.status,
            activity: update.status,
            location: '',
          },
        ];
    return this.shipments.transaction(async (m) => {
      const shipment = await this.shipments.byAwb(m, awb);
      // an AWB the shop never booked (another channel's parcel): taken, nothing to do
      if (!shipment) return { applied: false };
      const order = await this.orders.find(m, shipment.orderId);
      // the newest scan kept before this webhook: an estimate counts when it is the latest
      // word (a replayed older webhook's is not), and so does a scan's move
      const latest = await this.shipments.latestScanAt(m, shipment.id);
      const added = await this.shipments.addScans(m, shipment.id, scans);
      const newEstimate =
        update.expectedBy !== null &&
        update.expectedBy !== shipment.expectedBy &&
        (latest === null || Date.parse(update.at) >= Date.parse(latest));
      if (newEstimate) await this.shipments.setExpectedBy(m, shipment.id, update.expectedBy!);
      // the order's other shipments, for where the whole order stands after each move
      const others = (await this.shipments.ofOrder(shipment.orderId, m)).filter(
        (s) => s.id !== shipment.id,
      );
      let current = shipment;
      let moved = 0;
      // only scans new to the shop move it, and none older than what it had: a replayed
      // webhook (every scan so far) must not take a parcel back along the table — after a
      // failed attempt, its old out-for-delivery scan would read as a re-attempt
      const moving = added.filter((s) => latest === null || Date.parse(s.at) >= Date.parse(latest));
      for (const scan of moving) {
        const next = nextStatus(current.status, scan.milestone);
        if (!next) continue;
        const stage = order
          ? orderStage(order.lines, [...others, { ...current, status: next }])
          : null;
        const reason = scan.activity || scan.status || 'Delivery attempt failed';
        await moveShipment(m, current, next, {
          userId: order?.userId ?? '',
          at: scan.at,
          orderStage: stage,
          ...(next === 'undelivered' && { reason }),
        });
        // a failed delivery awaits a decision; any other move settles one left open
        if (next === 'undelivered')
          await this.issues.open(m, {
            shipmentId: shipment.id,
            orderId: shipment.orderId,
            reason,
            failedAt: scan.at,
          });
        else await this.issues.resolveOpen(m, shipment.id);
        current = { ...current, status: next };
        moved++;
      }
      return { applied: added.length > 0 || moved > 0 || newEstimate };
    });
  }
}
