import { LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import {
  TEMPLATES,
  type TemplateName,
  type TemplateSpec,
  type WhatsAppTemplate,
} from '../templates/catalog.js';
import { HINDI_CODE, hindiOf } from '../templates/hindi.js';
import { localize } from '../templates/localize.js';

/** Graph's answer to "this template exists already" (code 100, subcode 2388024). */
const EXISTS = 2388024;

/**
 * Submits the shop's WhatsApp templates to the Business Account at start (the Cloud API's
 * `message_templates`), with an example for each variable as Meta requires: new ones go for
 * review, existing ones are left as they are. It never holds the start up, and a failure is
 * only logged (sends of a template not approved fail and are retried, then seen in the console).
 */
@Injectable()
export class WhatsAppTemplateSync implements OnApplicationBootstrap {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onApplicationBootstrap() {
    if (this.config.WHATSAPP_ENABLED && this.config.WHATSAPP_SYNC_TEMPLATES) void this.sync();
  }

  /**
   * Every template in each language it is written in: English as `WHATSAPP_LANGUAGE`, a
   * shopper's also in Hindi (`hi`), under the same name (Meta approves a name per language).
   * Answers `name` for English and `name:hi` for Hindi in each list.
   */
  async sync(): Promise<{ created: string[]; existing: string[]; failed: string[] }> {
    const c = this.config;
    const out = { created: [] as string[], existing: [] as string[], failed: [] as string[] };
    for (const [key, spec] of Object.entries(TEMPLATES) as [TemplateName, TemplateSpec][]) {
      const t = spec.whatsapp;
      if (!t) continue;
      const sample = localize(spec.sample, 'hi');
      const hindi = hindiOf(key)?.whatsapp;
      await this.submit(t, c.WHATSAPP_LANGUAGE, t.body, spec.sample, t.name, out);
      if (hindi) await this.submit(t, HINDI_CODE, hindi, sample, `${t.name}:hi`, out);
    }
    this.log.info(out, 'WhatsApp templates submitted');
    return out;
  }

  private async submit(
    t: WhatsAppTemplate,
    language: string,
    body: string,
    sample: Record<string, unknown>,
    label: string,
    out: { created: string[]; existing: string[]; failed: string[] },
  ) {
    const c = this.config;
    const url = `${c.WHATSAPP_API_BASE}/${c.WHATSAPP_API_VERSION}/${c.WHATSAPP_BUSINESS_ACCOUNT_ID}/message_templates`;
    const example = t.params.map((p) => String(sample[p] ?? p));
    // Meta words a one-time code's template itself: no text, a copy-code button
    const components =
      t.category === 'AUTHENTICATION'
        ? [
            { type: 'BODY', add_security_recommendation: true },
            { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE' }] },
          ]
        : [{ type: 'BODY', text: body, example: { body_text: [example] } }];
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${c.WHATSAPP_ACCESS_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: t.name, language, category: t.category, components }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json().catch(() => ({}))) as {
        error?: { error_subcode?: number; message?: string };
      };
      if (res.ok) out.created.push(label);
      else if (answer.error?.error_subcode === EXISTS) out.existing.push(label);
      else throw new Error(`${res.status}: ${answer.error?.message ?? 'no answer'}`);
    } catch (err) {
      out.failed.push(label);
      this.log.warn({ err, template: t.name, language }, 'WhatsApp template not submitted');
    }
  }
}
