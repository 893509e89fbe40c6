import { OrderCancelledV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { moveRedemption } from './redemption.transitions.js';

/**
 * `orders.order-cancelled.v1` → the cancelled order's coupon use is released, once via the
 * inbox: the code may be used again.
 */
@Injectable()
export class CouponOrderCancelledHandler implements OnModuleInit {
  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-coupon-order-cancelled',
      event: OrderCancelledV1,
      handle: async (event, m) => void (await moveRedemption(m, event.data.checkoutId, 'released')),
    });
  }
}
