import {
  CodCodeIssuedV1,
  DisputeChangedV1,
  LatePaymentV1,
  ProductCreatedV1,
  ProductUpdatedV1,
  StockChangedV1,
  OrderPlacedV1,
  OrderStatusChangedV1,
  RefundFailedV1,
  RefundIssuedV1,
  RefundProcessedV1,
  SendRequestedV1,
  ShipmentStatusChangedV1,
  type EventEnvelope,
} from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SendJobs } from '../messages/send.jobs.js';
import { StaffAlerts } from '../staff/staff-alerts.service.js';
import { NotifyService } from './notify.service.js';

/**
 * The events that tell someone something, each through the inbox: the messages are written in
 * its transaction, and their jobs scheduled once it committed (the sweep finds any lost).
 */
@Injectable()
export class NotifyHandlers implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly notify: NotifyService,
    private readonly jobs: SendJobs,
    private readonly staff: StaffAlerts,
  ) {}

  onModuleInit() {
    const { notify, staff } = this;
    const afterCommit = (e: Pick<EventEnvelope, 'id'>) => this.jobs.scheduleWritten(e.id);
    this.consumers.register({
      consumer: 'notifications-order-placed',
      event: OrderPlacedV1,
      handle: (e, m) => notify.orderPlaced(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-cod-code-issued',
      event: CodCodeIssuedV1,
      handle: (e, m) => notify.codCode(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-order-status-changed',
      event: OrderStatusChangedV1,
      handle: (e, m) => notify.statusChanged(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-shipment-status-changed',
      event: ShipmentStatusChangedV1,
      handle: (e, m) => notify.shipmentMoved(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-refund-issued',
      event: RefundIssuedV1,
      handle: (e, m) => notify.refund(m, e, 'refund-issued'),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-refund-processed',
      event: RefundProcessedV1,
      handle: (e, m) => notify.refund(m, e, 'refund-processed'),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-refund-failed',
      event: RefundFailedV1,
      handle: async (e, m) => {
        await notify.refund(m, e, 'refund-failed');
        await staff.refundFailed(m, e);
      },
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-late-payment',
      event: LatePaymentV1,
      handle: (e, m) => notify.latePayment(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-send-requested',
      event: SendRequestedV1,
      handle: (e, m) => notify.sendAgain(m, e.data.messageId),
      afterCommit: (e) => this.jobs.schedule([e.data.messageId], true),
    });
    this.consumers.register({
      consumer: 'notifications-dispute-changed',
      event: DisputeChangedV1,
      handle: (e, m) => staff.dispute(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-product-created',
      event: ProductCreatedV1,
      handle: (e, m) => staff.product(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-product-updated',
      event: ProductUpdatedV1,
      handle: (e, m) => staff.product(m, e),
      afterCommit,
    });
    this.consumers.register({
      consumer: 'notifications-stock-changed',
      event: StockChangedV1,
      handle: (e, m) => staff.stockChanged(m, e),
      afterCommit,
    });
  }
}
