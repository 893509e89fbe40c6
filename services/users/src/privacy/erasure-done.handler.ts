import { ErasureDone } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Erasure } from './erasure.service.js';

/** `<service>.erasure-done.v1` of each service holding personal data → the request moves on. */
@Injectable()
export class ErasureDoneHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly erasure: Erasure,
  ) {}

  onModuleInit() {
    for (const [service, event] of Object.entries(ErasureDone)) {
      this.consumers.register({
        consumer: `users-${service}-erasure-done`,
        event,
        handle: (e, m) => this.erasure.serviceDone(m, e.data),
      });
    }
  }
}
