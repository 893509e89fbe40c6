import { OrderPlacedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CartsService } from './carts.service.js';

/** `orders.order-placed.v1` → the bought lines leave the buyer's cart (once, via the inbox). */
@Injectable()
export class OrderPlacedHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly carts: CartsService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'cart-order-placed',
      event: OrderPlacedV1,
      handle: (event, manager) => this.carts.removeBought(manager, event.data),
    });
  }
}
