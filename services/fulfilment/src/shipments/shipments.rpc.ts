import { FulfilmentCalls, paiseToRupees } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DeliveryIssuesService } from './delivery-issues.service.js';
import { PickupsService } from './pickups.service.js';
import { ShipmentsService } from './shipments.service.js';
import { TrackingViews } from './tracking-views.service.js';
import { TrackingService } from './tracking.service.js';

/**
 * Shipments' calls (`fulfilment.orders.to-ship`, `fulfilment.shipments.*`,
 * `fulfilment.pickups.*`, `fulfilment.tracking.*`).
 */
@Injectable()
export class ShipmentsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly shipments: ShipmentsService,
    private readonly tracking: TrackingService,
    private readonly pickups: PickupsService,
    private readonly views: TrackingViews,
    private readonly issues: DeliveryIssuesService,
  ) {}

  onModuleInit() {
    const { rpc, shipments, tracking, pickups, views, issues } = this;
    rpc.handle(FulfilmentCalls.toShip, async () =>
      (await shipments.toShip()).map(({ collectPaise, lines, ...o }) => ({
        ...o,
        collect: paiseToRupees(collectPaise),
        lines: lines.map(({ pricePaise, ...l }) => ({ ...l, price: paiseToRupees(pricePaise) })),
      })),
    );
    rpc.handle(FulfilmentCalls.book, ({ caller: _, ...input }) => shipments.book(input));
    rpc.handle(FulfilmentCalls.shipmentsOf, ({ orderId }) => shipments.ofOrder(orderId));
    rpc.handle(FulfilmentCalls.list, ({ status }) => shipments.list(status));
    rpc.handle(FulfilmentCalls.tracking, ({ caller, id }) => views.ofOrder(caller, id));
    rpc.handle(FulfilmentCalls.publicTracking, (q) => views.publicTracking(q));
    rpc.handle(FulfilmentCalls.deliveryIssues, ({ state }) => issues.list(state));
    rpc.handle(FulfilmentCalls.reattempt, ({ caller, shipmentId, ...input }) =>
      issues.reattempt(caller, shipmentId, input),
    );
    rpc.handle(FulfilmentCalls.returnToShop, ({ caller, shipmentId }) =>
      issues.returnToShop(caller, shipmentId),
    );
    rpc.handle(FulfilmentCalls.labels, ({ ids }) => pickups.labels(ids));
    rpc.handle(FulfilmentCalls.pickup, ({ ids }) => pickups.pickup(ids));
    rpc.handle(FulfilmentCalls.pickups, () => pickups.list());
    rpc.handle(FulfilmentCalls.manifest, ({ id }) => pickups.manifest(id));
    rpc.handle(FulfilmentCalls.shiprocketWebhook, ({ headers, body }) =>
      tracking.shiprocket(headers, body),
    );
  }
}
