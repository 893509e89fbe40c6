import { PrivacyExportCalls, UserErasureRequestedV1 } from '@arogya/contracts';
import { EventConsumers, RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PrivacyService } from './privacy.service.js';

/**
 * `users.erasure-requested.v1` → the person's addresses go (once, via the inbox) and
 * `fulfilment.erasure-done` is sent; `fulfilment.privacy.export` answers their part of the
 * export.
 */
@Injectable()
export class PrivacyHandlers implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly rpc: RpcHandlers,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'fulfilment-erasure-requested',
      event: UserErasureRequestedV1,
      handle: (event, m) => this.privacy.erase(m, event.data),
    });
    this.rpc.handle(PrivacyExportCalls.fulfilment, ({ caller }) =>
      this.privacy.export(caller.userId),
    );
  }
}
