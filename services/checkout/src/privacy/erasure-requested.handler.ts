import { UserErasureRequestedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PrivacyService } from './privacy.service.js';

/**
 * `users.erasure-requested.v1` → the person's checkouts are anonymised (once, via the inbox),
 * and `checkout.erasure-done` sent.
 */
@Injectable()
export class ErasureRequestedHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'checkout-erasure-requested',
      event: UserErasureRequestedV1,
      handle: (event, m) => this.privacy.erase(m, event.data),
    });
  }
}
