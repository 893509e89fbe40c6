import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import {
  refused,
  retryLater,
  type MessageChannel,
  type Outgoing,
  type SendOutcome,
} from './channel.js';

/** What nodemailer's errors carry. */
interface SmtpError {
  message: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * E-mail over SMTP with nodemailer, to any relay (`SMTP_URL`: SES, Postmark, SendGrid, a company
 * server, or the local mail sandbox). A 5xx answer is final (`bounced` when it refused the
 * recipient); a 4xx answer or a connection that fails is tried again later.
 */
@Injectable()
export class EmailChannel implements MessageChannel, OnModuleDestroy {
  readonly channel = 'email' as const;
  private readonly transport: Transporter;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv) {
    this.transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(m: Outgoing): Promise<SendOutcome> {
    try {
      // built whole in memory, then written to the relay in one piece: streamed part by part
      // (each base64 line of the invoice its own socket write), sending cost more than the rest
      const mime = new MailComposer({
        from: this.config.MAIL_FROM,
        replyTo: m.replyTo ?? this.config.SUPPORT_EMAIL,
        to: m.recipient,
        subject: m.subject,
        html: m.html,
        text: m.text,
        // the relay hands it back in its delivery and bounce webhooks (Postmark: `Metadata`)
        headers: { ...m.headers, 'X-PM-Metadata-arogya-message-id': m.id },
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      }).compile();
      const raw = await mime.build();
      const info = (await this.transport.sendMail({ envelope: mime.getEnvelope(), raw })) as {
        response: string;
        rejected: unknown[];
      };
      if (info.rejected.length > 0) return refused(`Recipient refused: ${info.response}`, true);
      return { ok: true, providerMessageId: mime.messageId(), detail: info.response };
    } catch (e) {
      const err = e as SmtpError;
      const code = err.responseCode ?? 0;
      const what = err.response ?? err.message;
      if (code >= 500) return refused(`SMTP ${code}: ${what}`, err.code === 'EENVELOPE');
      return retryLater(code ? `SMTP ${code}: ${what}` : `${err.code ?? 'error'}: ${what}`);
    }
  }

  onModuleDestroy() {
    this.transport.close();
  }
}
