import { NotificationCalls, type MessageView } from '@arogya/contracts';
import { conflict, DATA_SOURCE, notFound, RpcHandlers } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  isTemplateName,
  templateInfo,
  TEMPLATES,
  type TemplateName,
} from '../templates/catalog.js';
import { TemplateRenderer } from '../templates/renderer.js';
import { EmailWebhook } from '../webhooks/email.webhook.js';
import { SmsWebhook } from '../webhooks/sms.webhook.js';
import { WhatsAppWebhook } from '../webhooks/whatsapp.webhook.js';
import { ERASED_NOT_RESENT } from './message.erasure.js';
import { MessageRepository } from './message.repository.js';
import { SECRET_NOT_RESENT } from './secrets.js';
import { SendJobs } from './send.jobs.js';

/** The calls notifications answers: the console's messages and templates, and the webhooks. */
@Injectable()
export class MessagesRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly messages: MessageRepository,
    private readonly jobs: SendJobs,
    private readonly renderer: TemplateRenderer,
    private readonly whatsapp: WhatsAppWebhook,
    private readonly sms: SmsWebhook,
    private readonly email: EmailWebhook,
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
  ) {}

  onModuleInit() {
    const { rpc, messages, renderer, whatsapp } = this;
    rpc.handle(NotificationCalls.page, (page) => messages.page(page));
    rpc.handle(NotificationCalls.get, ({ id }) => messages.view(id));
    rpc.handle(NotificationCalls.resend, ({ id }) => this.resend(id));
    rpc.handle(NotificationCalls.templates, () =>
      (Object.keys(TEMPLATES) as TemplateName[]).map(templateInfo),
    );
    rpc.handle(NotificationCalls.preview, ({ name, language }) => {
      if (!isTemplateName(name)) throw notFound(`No template ${name}`);
      return renderer.preview(name, language);
    });
    rpc.handle(NotificationCalls.whatsappWebhook, (w) => whatsapp.receive(w));
    rpc.handle(NotificationCalls.whatsappHandshake, (h) => whatsapp.handshake(h));
    rpc.handle(NotificationCalls.smsWebhook, (w) => this.sms.receive(w));
    rpc.handle(NotificationCalls.emailWebhook, (w) => this.email.receive(w));
  }

  /**
   * The same message again (same words, same recipient), as a new message of its own; never one
   * that held a one-time link or code (409): that secret is spent, or soon will be; nor one whose
   * recipient was erased (409).
   */
  private async resend(id: string): Promise<MessageView> {
    const old = await this.messages.get(id);
    if (old.secretUntil) throw conflict(SECRET_NOT_RESENT);
    if (old.erasedAt) throw conflict(ERASED_NOT_RESENT);
    const [newId] = await this.ds.transaction((m) =>
      this.messages.add(
        m,
        `resend:${old.id}:${randomUUID()}`,
        [
          {
            template: old.template,
            channel: old.channel,
            recipient: old.recipient,
            audience: old.audience,
            category: old.category,
            userId: old.userId,
            orderId: old.orderId,
            variables: old.variables,
          },
        ],
        old.id,
      ),
    );
    await this.jobs.schedule([newId!]);
    return this.messages.view(newId!);
  }
}
