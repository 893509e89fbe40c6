import { OrderPlacedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CheckoutsService } from './checkouts.service.js';

/** `orders.order-placed.v1` → the checkout is finalized with its order id (once, via the inbox). */
@Injectable()
export class OrderPlacedHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly checkouts: CheckoutsService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-order-placed',
      event: OrderPlacedV1,
      handle: (event, m) => this.checkouts.orderPlaced(m, event.data),
    });
  }
}
