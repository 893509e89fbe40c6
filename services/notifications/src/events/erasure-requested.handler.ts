import { UserErasureRequestedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Erasure } from '../privacy/erasure.service.js';
import { Recipients } from '../recipients/recipients.js';

/**
 * `users.erasure-requested.v1` → the person's data here is erased and `erasure-done` written,
 * in the inbox's one transaction (a redelivered event does nothing; the same request in a new
 * event erases what appeared since and answers again). What was queued for them is failed, not
 * sent; after the commit, the staff's settings are read again (their address may have left them).
 */
@Injectable()
export class ErasureRequestedHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly erasure: Erasure,
    private readonly recipients: Recipients,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'notifications-erasure-requested',
      event: UserErasureRequestedV1,
      handle: async (e, m) => {
        await this.erasure.erase(m, e.data);
      },
      afterCommit: async () => this.recipients.forgetStaff(),
    });
  }
}
