import { OrderCancelledV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RefundJob } from '../jobs/refund.job.js';
import { Refunds } from './refunds.service.js';

/**
 * `orders.order-cancelled.v1` → a paid order's refund is requested (once, via the inbox) and,
 * after commit, issued by a job: no call to Razorpay runs inside the event's transaction.
 */
@Injectable()
export class OrderCancelledHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly refunds: Refunds,
    private readonly refundJob: RefundJob,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-order-cancelled',
      event: OrderCancelledV1,
      handle: async (event, m) => void (await this.refunds.request(m, event.data)),
      afterCommit: (event) => this.refundJob.refundLater(event.data.orderId),
    });
  }
}
