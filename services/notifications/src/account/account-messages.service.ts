import { PHONE_MESSAGES, type AccountMessage, type Channel } from '@arogya/contracts';
import { DATA_SOURCE, LOGGER, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { MessageRepository } from '../messages/message.repository.js';
import { SendJobs } from '../messages/send.jobs.js';
import { Recipients } from '../recipients/recipients.js';
import { TEMPLATES, type TemplateSpec } from '../templates/catalog.js';
import { accountPlan } from './account-plan.js';

/**
 * The messages the users service asks for about an account (issue 29): a verification or reset
 * link, a notice that something changed, a one-time code. Each request is written once per `id`
 * (source `account:<kind>:<id>`), whatever the channel it would take now, and sent once its
 * transaction committed. E-mail kinds go to the address; a code goes to the phone by WhatsApp
 * when that number is opted in there (an AUTHENTICATION template; an SMS if WhatsApp cannot
 * deliver it), else by SMS.
 */
@Injectable()
export class AccountMessages {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly messages: MessageRepository,
    private readonly jobs: SendJobs,
    private readonly recipients: Recipients,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async send(a: AccountMessage): Promise<{ queued: number }> {
    const spec: TemplateSpec = TEMPLATES[a.kind];
    const { variables, secretUntil } = accountPlan(a, spec);
    const source = `account:${a.kind}:${a.id}`;
    const written = await this.ds.transaction(async (m) => {
      // one message per request: a retry finds it, even if the code would now go another way
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [source]);
      const [seen] = (await m.query('SELECT 1 FROM messages WHERE source_event = $1 LIMIT 1', [
        source,
      ])) as unknown[];
      if (seen) return [];
      const [channel, recipient] = await this.destination(m, a);
      return this.messages.add(m, source, [
        {
          template: a.kind,
          channel,
          recipient,
          audience: 'shopper',
          category: spec.category,
          userId: a.userId,
          orderId: null,
          variables,
          secretUntil,
        },
      ]);
    });
    if (written.length) {
      this.log.info({ kind: a.kind, id: a.id, messageId: written[0] }, 'Account message queued');
      await this.jobs.scheduleWritten(source);
    } else await this.jobs.scheduleSource(source); // a retry: its message may still wait
    return { queued: written.length };
  }

  /** Where it goes: the address, or the phone by WhatsApp (opted in) or SMS. */
  private async destination(m: EntityManager, a: AccountMessage): Promise<[Channel, string]> {
    if (!PHONE_MESSAGES.includes(a.kind)) return ['email', a.email!];
    const phone = a.phone!;
    if (this.config.WHATSAPP_ENABLED && (await this.recipients.whatsappOptedIn(m, phone)))
      return ['whatsapp', phone];
    if (!this.config.SMS_ENABLED)
      throw new ShopError(503, 'This number has no WhatsApp opt-in and SMS is switched off');
    return ['sms', phone];
  }
}
