import { OrderCancelledV1, PaymentVerifiedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OrdersService } from './orders.service.js';

/** Payment verified → the order; order cancelled → the refund. Each once, via the inbox. */
@Injectable()
export class OrderEventsHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'orders-payment-verified',
      event: PaymentVerifiedV1,
      handle: (event, m) => this.orders.createFromPayment(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-refund',
      event: OrderCancelledV1,
      handle: (event, m) => this.orders.refund(m, event.data),
    });
  }
}
