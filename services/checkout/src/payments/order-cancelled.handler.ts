import { ClaimCreditedV1, OrderCancelledV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RefundJob } from './refund.job.js';
import { ofCancelledOrder, ofClaim } from './refund-requests.js';
import { Refunds } from './refunds.service.js';

/**
 * `orders.order-cancelled.v1` of a paid order → a refund, and `orders.claim-credited.v1` of a
 * card payment → a refund of the claim's units (issue 33); each once via the inbox: requested in
 * the event's transaction and, after commit, issued by a job (Razorpay is never called inside it).
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
      handle: async (event, m) =>
        void (await this.refunds.request(m, ofCancelledOrder(event.data))),
      afterCommit: (event) => this.refundJob.refundLater(event.data.orderId),
    });
    this.consumers.register({
      consumer: 'checkout-claim-credited',
      event: ClaimCreditedV1,
      handle: async (event, m) => void (await this.refunds.request(m, ofClaim(event.data))),
      afterCommit: (event) => this.refundJob.refundLater(event.data.claimId),
    });
  }
}
