import { InvoiceCalls } from '@arogya/contracts';
import { LOGGER, RpcClient, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Attachment, Outgoing } from '../channels/channel.js';
import { MessageLinks } from '../preferences/links.js';
import { TEMPLATES, isTemplateName, type TemplateSpec } from '../templates/catalog.js';
import { TemplateRenderer } from '../templates/renderer.js';
import type { MessageEntity } from './message.js';

/** Templates that carry the order's GST invoice. */
const WITH_INVOICE = new Set(['order-placed']);

/**
 * Turns a stored message into what a channel sends: the template filled with the message's
 * variables, the links that work signed out, `List-Unsubscribe` on anything not strictly
 * transactional, and the GST invoice PDF, asked of orders as the order's owner would.
 */
@Injectable()
export class MessageComposer {
  constructor(
    private readonly renderer: TemplateRenderer,
    private readonly links: MessageLinks,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async compose(msg: MessageEntity): Promise<Outgoing> {
    if (!isTemplateName(msg.template)) throw new Error(`Unknown template ${msg.template}`);
    const spec: TemplateSpec = TEMPLATES[msg.template];
    const subject = msg.userId ? { userId: msg.userId } : { email: msg.recipient };
    const marketing = spec.category === 'marketing';
    const unsubscribeUrl = marketing ? this.links.unsubscribeUrl(subject) : undefined;
    const email = this.renderer.email(msg.template, msg.variables, {
      preferencesUrl: this.links.preferencesUrl(subject),
      ...(unsubscribeUrl && { unsubscribeUrl }),
    });
    const headers: Record<string, string> = unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
    const attachments =
      msg.channel === 'email' && WITH_INVOICE.has(msg.template) ? await this.invoice(msg) : [];
    const whatsapp = this.renderer.whatsapp(msg.template, msg.variables);
    const sms = this.renderer.sms(msg.template, msg.variables);
    // support answers a contact form message by replying to it
    const replyTo =
      msg.template === 'contact-support' && typeof msg.variables.email === 'string'
        ? msg.variables.email
        : null;
    return {
      id: msg.id,
      recipient: msg.recipient,
      ...email,
      replyTo,
      headers,
      attachments,
      whatsapp,
      sms,
    };
  }

  /** The order's invoice PDF; none when the order has no invoice (a 404), logged. */
  private async invoice(msg: MessageEntity): Promise<Attachment[]> {
    if (!msg.orderId || !msg.userId) return [];
    const caller = { userId: msg.userId, name: 'notifications', role: 'customer' as const };
    try {
      const pdf = await this.rpc.call(InvoiceCalls.pdf, {
        caller,
        id: msg.orderId,
        kind: 'invoice',
      });
      const content = Buffer.from(pdf.base64, 'base64');
      return [{ filename: pdf.filename, contentType: 'application/pdf', content }];
    } catch (e) {
      if (!(e instanceof ShopError && e.status === 404)) throw e;
      this.log.warn({ orderId: msg.orderId }, 'Order has no invoice: confirmation sent without it');
      return [];
    }
  }
}
