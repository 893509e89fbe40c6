import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import {
  refused,
  retryLater,
  type MessageChannel,
  type Outgoing,
  type SendOutcome,
} from './channel.js';

/** Graph API error codes that no retry will fix (Cloud API error reference). */
const FINAL_CODES = new Set([
  100, // invalid parameter
  131008, // required parameter missing
  131009, // parameter value not valid
  131026, // message undeliverable (not on WhatsApp, old app, …)
  131047, // re-engagement: outside the 24 h window
  131051, // unsupported message type
  132000, // number of parameters does not match
  132001, // template does not exist in this language
  132012, // parameter format does not match
]);
/** Of those, the ones that say the number takes no messages. */
const UNDELIVERABLE = new Set([131026]);

interface GraphAnswer {
  messages?: { id: string }[];
  error?: { message?: string; code?: number };
}

/**
 * WhatsApp through the Business Cloud API: template messages (the only kind a business may
 * start a conversation with), with the template's variables as body parameters, in the
 * recipient's language (each template is approved per name and language).
 */
@Injectable()
export class WhatsAppChannel implements MessageChannel {
  readonly channel = 'whatsapp' as const;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv) {}

  async send(m: Outgoing): Promise<SendOutcome> {
    if (!m.whatsapp) return refused('This message has no WhatsApp template');
    const c = this.config;
    const url = `${c.WHATSAPP_API_BASE}/${c.WHATSAPP_API_VERSION}/${c.WHATSAPP_PHONE_NUMBER_ID}/messages`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${c.WHATSAPP_ACCESS_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: m.recipient,
          type: 'template',
          template: {
            name: m.whatsapp.name,
            language: { code: m.whatsapp.language },
            components: [
              {
                type: 'body',
                parameters: m.whatsapp.params.map((text) => ({ type: 'text', text })),
              },
              // an authentication template's copy-code button: Meta wants the code there too
              ...(m.whatsapp.copyCode
                ? [
                    {
                      type: 'button',
                      sub_type: 'url',
                      index: '0',
                      parameters: [{ type: 'text', text: m.whatsapp.copyCode }],
                    },
                  ]
                : []),
            ],
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      return retryLater(`WhatsApp unreachable: ${(e as Error).message}`);
    }
    const answer = (await res.json().catch(() => ({}))) as GraphAnswer;
    const id = answer.messages?.[0]?.id;
    if (res.ok && id) return { ok: true, providerMessageId: id, detail: 'accepted' };
    const code = answer.error?.code ?? 0;
    const error = `WhatsApp ${res.status} (${code}): ${answer.error?.message ?? 'no answer'}`;
    return FINAL_CODES.has(code) ? refused(error, UNDELIVERABLE.has(code)) : retryLater(error);
  }
}
