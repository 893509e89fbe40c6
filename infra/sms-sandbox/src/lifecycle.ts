import type { Timers } from '@arogya/sandbox-kit';
import type { Faults } from './faults.js';
import type { MessageStore, SmsMessage } from './messages.js';
import type { WebhookOutbox } from './webhooks/outbox.js';
import { OUTCOMES, reportPayload, type ReportOutcome } from './webhooks/report.js';

/** What moves texts along: the store, the faults, the outbox and the timing. */
export interface Lifecycle {
  messages: MessageStore;
  faults: Faults;
  outbox: WebhookOutbox;
  timers: Timers;
  /** Pause between the send and the delivery reports. */
  reportDelayMs: number;
}

/**
 * What the operator reports for `message`: `failed` to an undeliverable number, `rejected`
 * (NDNC) for a promotional text to a DND number, `delivered` otherwise.
 */
export function outcomeOf(faults: Faults, message: SmsMessage): ReportOutcome {
  if (faults.has('undeliverable', message.mobile)) return OUTCOMES.failed;
  if (message.category === 'promotional' && faults.has('dnd', message.mobile)) {
    return OUTCOMES.rejected;
  }
  return OUTCOMES.delivered;
}

/**
 * After a Flow request was accepted: after `reportDelayMs`, each text's delivery report, in
 * the request's order, recorded on the text and POSTed to the webhook URL.
 */
export function scheduleReports(ctx: Lifecycle, messages: SmsMessage[]): void {
  ctx.timers.after(ctx.reportDelayMs, () => {
    for (const message of messages) {
      const outcome = outcomeOf(ctx.faults, message);
      const at = Date.now();
      ctx.messages.setStatus(message.id, {
        status: outcome.status,
        at: new Date(at).toISOString(),
        code: outcome.code,
        description: outcome.description,
      });
      ctx.outbox.enqueue({
        messageId: message.id,
        requestId: message.requestId,
        mobile: message.mobile,
        event: outcome.status,
        body: reportPayload(message, outcome, at),
      });
    }
  });
}
