import { OrderCancelledV1, OrderReturnedV1, OrderStatusChangedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CodRiskRepository } from './cod-risk.repository.js';

/**
 * A cash order's outcome onto its checkout, once each via the inbox (issue 32): delivered
 * (`order-status-changed` to Delivered), returned to origin (`order-returned`) or cancelled
 * (`order-cancelled`). The decision counts the first two against the customer and the PIN; a
 * first-order coupon counts neither a returned nor a cancelled one as an order.
 */
@Injectable()
export class CodOutcomesHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly risk: CodRiskRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-cod-delivered',
      event: OrderStatusChangedV1,
      handle: async (e, m) => {
        if (e.data.to === 'Delivered') await this.risk.delivered(m, e.data.orderId);
      },
    });
    this.consumers.register({
      consumer: 'checkout-cod-returned',
      event: OrderReturnedV1,
      handle: (e, m) => this.risk.returned(m, e.data.checkoutId, new Date(e.data.returnedAt)),
    });
    this.consumers.register({
      consumer: 'checkout-cod-cancelled',
      event: OrderCancelledV1,
      handle: (e, m) => this.risk.cancelled(m, e.data.checkoutId),
    });
  }
}
