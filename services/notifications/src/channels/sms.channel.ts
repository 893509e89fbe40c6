import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import {
  refused,
  retryLater,
  type MessageChannel,
  type Outgoing,
  type SendOutcome,
} from './channel.js';

/**
 * SMS through MSG91's Flow API (DLT-registered templates, as Indian operators require): the
 * request id MSG91 answers is what its delivery reports name. A 4xx is final (a template or
 * number it refuses), except 429; a 5xx or no answer is tried again.
 */
@Injectable()
export class SmsChannel implements MessageChannel {
  readonly channel = 'sms' as const;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv) {}

  async send(m: Outgoing): Promise<SendOutcome> {
    if (!m.sms) return refused('This message has no SMS template');
    let res: Response;
    try {
      res = await fetch(`${this.config.MSG91_API_BASE}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: this.config.MSG91_AUTH_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          template_id: m.sms.templateId,
          short_url: '0',
          recipients: [{ mobiles: m.recipient, ...m.sms.values }],
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      return retryLater(`MSG91 unreachable: ${(e as Error).message}`);
    }
    const answer = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
    if (res.ok && answer.type === 'success' && answer.message)
      return { ok: true, providerMessageId: answer.message, detail: 'accepted by MSG91' };
    const error = `MSG91 ${res.status}: ${answer.message ?? 'no answer'}`;
    const final = res.status >= 400 && res.status < 500 && res.status !== 429;
    return final ? refused(error) : retryLater(error);
  }
}
