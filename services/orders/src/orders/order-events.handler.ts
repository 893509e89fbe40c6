import {
  CodPlacedV1,
  DisputeChangedV1,
  PaymentVerifiedV1,
  RefundFailedV1,
  RefundIssuedV1,
  RefundProcessedV1,
  ShipmentStatusChangedV1,
} from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CodOrdersService } from './cod-orders.service.js';
import { OrdersService } from './orders.service.js';
import { ShipmentProgressService } from './shipment-progress.service.js';

/**
 * Payment verified or cash on delivery placed → the order; a refund's outcome → the order's
 * history; a shipment's move → the order's status and history (issue 33). Each once, via the
 * inbox.
 */
@Injectable()
export class OrderEventsHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orders: OrdersService,
    private readonly cod: CodOrdersService,
    private readonly shipments: ShipmentProgressService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'orders-payment-verified',
      event: PaymentVerifiedV1,
      handle: (event, m) => this.orders.createFromPayment(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-cod-placed',
      event: CodPlacedV1,
      handle: (event, m) => this.cod.createFromCod(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-refund-issued',
      event: RefundIssuedV1,
      handle: (event, m) => this.orders.refundIssued(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-refund-processed',
      event: RefundProcessedV1,
      handle: (event, m) => this.orders.refundProcessed(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-dispute-changed',
      event: DisputeChangedV1,
      handle: (event, m) => this.orders.disputeChanged(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-refund-failed',
      event: RefundFailedV1,
      handle: (event, m) => this.orders.refundFailed(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-shipment-status-changed',
      event: ShipmentStatusChangedV1,
      handle: (event, m) => this.shipments.follow(m, event.data),
    });
  }
}
