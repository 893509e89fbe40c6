import { LatePaymentV1, OrderCancelledV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RefundJob } from '../jobs/refund.job.js';
import { Refunds } from './refunds.service.js';

/**
 * What asks for a refund, each once via the inbox: `orders.order-cancelled.v1` of a paid order,
 * and `checkout.late-payment.v1` (money no order could take). The request is stored in the
 * event's transaction and, after commit, issued by a job: Razorpay is never called inside it.
 */
@Injectable()
export class RefundRequestHandlers implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly refunds: Refunds,
    private readonly refundJob: RefundJob,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-order-cancelled',
      event: OrderCancelledV1,
      handle: async (event, m) => void (await this.refunds.requestForOrder(m, event.data)),
      afterCommit: (event) => this.refundJob.refundLater(event.data.orderId),
    });
    this.consumers.register({
      consumer: 'checkout-late-payment',
      event: LatePaymentV1,
      handle: async (event, m) => void (await this.refunds.requestForLatePayment(m, event.data)),
      afterCommit: (event) => this.refundJob.refundLater(event.data.refundKey),
    });
  }
}
