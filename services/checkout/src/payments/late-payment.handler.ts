import { LatePaymentV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RefundJob } from './refund.job.js';
import { ofLatePayment } from './refund-requests.js';
import { Refunds } from './refunds.service.js';

/**
 * `checkout.late-payment.v1` (money no order could take) → a refund, once via the inbox:
 * requested in the event's transaction and, after commit, issued by a job.
 */
@Injectable()
export class LatePaymentHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly refunds: Refunds,
    private readonly refundJob: RefundJob,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-late-payment',
      event: LatePaymentV1,
      handle: async (event, m) => void (await this.refunds.request(m, ofLatePayment(event.data))),
      afterCommit: (event) => this.refundJob.refundLater(event.data.refundKey),
    });
  }
}
