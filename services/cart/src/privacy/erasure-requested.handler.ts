import { UserErasureRequestedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PrivacyService } from './privacy.service.js';

/** `users.erasure-requested.v1` → the person's cart is deleted, and `cart.erasure-done` sent. */
@Injectable()
export class ErasureRequestedHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'cart-erasure-requested',
      event: UserErasureRequestedV1,
      handle: (event, m) => this.privacy.erase(m, event.data),
    });
  }
}
