import { SendRequestedV1, type Namespace } from '@arogya/contracts';
import {
  deadLetterWork,
  defineJob,
  defineSweep,
  JETSTREAM,
  Jobs,
  LOGGER,
  NAMESPACE,
  type Logger,
} from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { MessageRepository } from './message.repository.js';
import { MessageSender } from './sender.js';

/** Sends one message (retried with backoff by BullMQ). */
export const SEND_MESSAGE = defineJob<{ messageId: string }>('send-message', (data) => {
  const id = (data as { messageId?: unknown } | null)?.messageId;
  if (typeof id !== 'string') throw new Error('send-message needs a messageId');
  return { messageId: id };
});

/** Who gives up on a send, as the dead-letters page names it. */
export const SEND_CONSUMER = 'notifications-send';

/** Schedules again the queued messages whose job was lost (written, then the process died). */
const REQUEUE = defineSweep('requeue-messages');

/**
 * Replaces by "[redacted]" the one-time links and codes no message needs any more: those whose
 * time is up (a message still queued, or sent with no report since). A message's end redacts
 * its own at once (`message.transitions.ts`); this is the "in any case" of issue 29.
 */
const REDACT = defineSweep('redact-secrets');

/**
 * The sending side of the outbox: a job per message, scheduled once the event that asked for it
 * committed, keyed by the message id (scheduling twice keeps one job); a sweep finds messages
 * that never got one.
 */
@Injectable()
export class SendJobs implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly sender: MessageSender,
    private readonly messages: MessageRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(JETSTREAM) private readonly js: Parameters<typeof deadLetterWork>[0],
    @Inject(NAMESPACE) private readonly ns: Namespace,
  ) {}

  onModuleInit() {
    const c = this.config;
    this.jobs.define(SEND_MESSAGE, {
      retry: { attempts: c.NOTIFY_SEND_ATTEMPTS, delayMs: c.NOTIFY_RETRY_DELAY_MS },
      run: async ({ messageId }, attempt) => {
        const tried = await this.sender.send(messageId, attempt);
        if (tried.followUp) await this.scheduleSource(tried.followUp);
        if (tried.gaveUp)
          // on the console's dead-letters page; replaying it sends the message again
          await deadLetterWork(this.js, this.ns, {
            consumer: SEND_CONSUMER,
            event: SendRequestedV1,
            data: { messageId },
            error: tried.gaveUp.error,
            tries: tried.gaveUp.tries,
            firstFailure: tried.gaveUp.since,
          });
        return tried.result;
      },
    });
    this.jobs.define(REQUEUE, { everyMs: c.NOTIFY_SWEEP_EVERY_MS, run: () => this.requeue() });
    this.jobs.define(REDACT, {
      everyMs: c.NOTIFY_SWEEP_EVERY_MS,
      run: async () => {
        const redacted = await this.messages.redactSpentSecrets();
        if (redacted) this.log.info({ messages: redacted }, 'One-time secrets redacted');
        return { redacted };
      },
    });
  }

  /**
   * Sends these messages: one job each, whatever else scheduled it. `again`: a job of it that
   * already ran to its end (a message sent again after it failed, or whose job was lost) is
   * replaced; a new message has none, and needs no look.
   */
  async schedule(ids: string[], again = false) {
    for (const messageId of ids)
      await this.jobs.schedule(SEND_MESSAGE, { messageId }, 0, `send-${messageId}`, {
        replaceFinished: again,
      });
  }

  /** Sends the messages an event's handler wrote, once its transaction committed. */
  async scheduleWritten(sourceEvent: string) {
    await this.schedule(this.messages.takeWritten(sourceEvent));
  }

  /** Sends the queued messages written for `source` (an event, a fallback, a resend). */
  async scheduleSource(source: string) {
    await this.schedule(await this.messages.queuedOf(source));
  }

  private async requeue() {
    const ids = await this.messages.queuedBefore(
      new Date(Date.now() - this.config.NOTIFY_SWEEP_EVERY_MS),
    );
    await this.schedule(ids, true);
    if (ids.length) this.log.info({ messages: ids.length }, 'Queued messages scheduled again');
    return { scheduled: ids.length };
  }
}
