import type { Channel, ShopLanguage } from '@arogya/contracts';
import { DATA_SOURCE, LOGGER, type JobAttempt, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { MessageChannel, SendOutcome } from '../channels/channel.js';
import { EmailChannel } from '../channels/email.channel.js';
import { SmsChannel } from '../channels/sms.channel.js';
import { WhatsAppChannel } from '../channels/whatsapp.channel.js';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { queueSmsFallback } from './fallback.js';
import { ERASED_NOT_SENT } from './message.erasure.js';
import { MessageComposer } from './composer.js';
import { MessageRepository } from './message.repository.js';
import { moveMessage, recordFailedTry } from './message.transitions.js';
import { SECRET_EXPIRED } from './secrets.js';

/**
 * What one try did, the source of any message it queued (an SMS in WhatsApp's place), and,
 * when it was the last of tries that all failed, what to dead-letter.
 */
export interface TryResult {
  result: 'sent' | 'failed' | 'bounced' | 'skipped';
  followUp: string | null;
  gaveUp: { error: string; tries: number; since: Date } | null;
}

/**
 * Sends one queued message, holding its row for the try so that no two workers send it: the
 * provider's answer and the state it leads to commit together. A refusal for good ends the
 * message (`failed`, or `bounced`); a refusal for now is counted and the job tried again with
 * backoff, until the last try fails it.
 */
@Injectable()
export class MessageSender {
  private readonly channels: Record<Channel, MessageChannel | undefined>;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly messages: MessageRepository,
    private readonly composer: MessageComposer,
    email: EmailChannel,
    whatsapp: WhatsAppChannel,
    sms: SmsChannel,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    this.channels = { email, whatsapp, sms };
  }

  async send(id: string, attempt: JobAttempt): Promise<TryResult> {
    const result = await this.ds.transaction(async (m) => {
      const msg = await this.messages.lock(m, id);
      if (!msg || msg.status !== 'queued') return { result: 'skipped' as const };
      if (msg.erasedAt) {
        // its person was erased: there is nobody to send it to
        await moveMessage(m, id, 'queued', 'failed', { error: ERASED_NOT_SENT });
        return { result: 'failed' as const, error: ERASED_NOT_SENT };
      }
      if (msg.redactedAt) {
        // its link or code ran out while it waited: sending "[redacted]" would help nobody
        await moveMessage(m, id, 'queued', 'failed', { error: SECRET_EXPIRED });
        return { result: 'failed' as const, error: SECRET_EXPIRED };
      }
      const channel = this.channels[msg.channel];
      let outcome: SendOutcome;
      let subject: string | undefined;
      let language: ShopLanguage | undefined;
      try {
        const outgoing = await this.composer.compose(msg, m);
        ({ subject, language } = outgoing);
        outcome = channel
          ? await channel.send(outgoing)
          : { ok: false, retry: false, bounced: false, error: `No ${msg.channel} provider` };
      } catch (e) {
        // what the message needs is not there yet (the invoice, while orders is away)
        outcome = { ok: false, retry: true, bounced: false, error: (e as Error).message };
      }
      if (outcome.ok) {
        await moveMessage(m, id, 'queued', 'sent', {
          attempted: true,
          providerMessageId: outcome.providerMessageId,
          detail: outcome.detail,
          ...(subject && { subject }),
          ...(language && { language }),
        });
        return { result: 'sent' as const };
      }
      if (!outcome.retry || attempt.last) {
        const to = outcome.bounced ? ('bounced' as const) : ('failed' as const);
        const error = outcome.retry
          ? `${outcome.error} (gave up after ${attempt.attempt} tries)`
          : outcome.error;
        await moveMessage(m, id, 'queued', to, {
          attempted: true,
          error,
          ...(subject && { subject }),
          ...(language && { language }),
        });
        const followUp = await queueSmsFallback(m, msg, this.config.SMS_ENABLED);
        const gaveUp = outcome.retry
          ? { error: outcome.error, tries: msg.attempts + 1, since: msg.createdAt }
          : null;
        return { result: to, error, followUp, gaveUp };
      }
      await recordFailedTry(m, id, outcome.error, subject ?? null, language ?? null);
      return { result: 'retry' as const, error: outcome.error };
    });
    if (result.result === 'retry') throw new Error(result.error);
    if (result.result === 'failed' || result.result === 'bounced')
      this.log.warn({ messageId: id, error: result.error }, `Message ${result.result}`);
    const followUp = 'followUp' in result ? (result.followUp ?? null) : null;
    const gaveUp = 'gaveUp' in result ? (result.gaveUp ?? null) : null;
    return { result: result.result, followUp, gaveUp };
  }
}
