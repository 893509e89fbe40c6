import { InvoiceCalls } from '@arogya/contracts';
import { DATA_SOURCE, LOGGER, RpcClient, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Attachment, Outgoing } from '../channels/channel.js';
import { MessageLinks } from '../preferences/links.js';
import { TEMPLATES, isTemplateName, type TemplateSpec } from '../templates/catalog.js';
import { Recipients } from '../recipients/recipients.js';
import { localize } from '../templates/localize.js';
import { languageOf, TemplateRenderer } from '../templates/renderer.js';
import type { MessageEntity } from './message.js';

/** Templates that carry the order's GST invoice. */
const WITH_INVOICE = new Set(['order-placed']);

/**
 * Turns a stored message into what a channel sends: the template in its recipient's language,
 * filled with the message's variables (said the way of that language: `localize.ts`), the links
 * that work signed out, `List-Unsubscribe` on anything not strictly transactional, and the GST
 * invoice PDF, asked of orders as the order's owner would.
 */
@Injectable()
export class MessageComposer {
  constructor(
    private readonly renderer: TemplateRenderer,
    private readonly links: MessageLinks,
    private readonly rpc: RpcClient,
    private readonly recipients: Recipients,
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /**
   * `msg` as it goes now, in its recipient's language (their choice now, read in `m`; staff's
   * messages and anyone without an account: English).
   */
  async compose(msg: MessageEntity, m: EntityManager = this.ds.manager): Promise<Outgoing> {
    if (!isTemplateName(msg.template)) throw new Error(`Unknown template ${msg.template}`);
    const spec: TemplateSpec = TEMPLATES[msg.template];
    const chosen =
      msg.audience === 'shopper' ? await this.recipients.language(m, msg.userId) : 'en';
    const language = languageOf(msg.template, chosen);
    const vars = localize(msg.variables, language);
    const subject = msg.userId ? { userId: msg.userId } : { email: msg.recipient };
    const marketing = spec.category === 'marketing';
    const unsubscribeUrl = marketing ? this.links.unsubscribeUrl(subject) : undefined;
    const links = {
      preferencesUrl: this.links.preferencesUrl(subject),
      ...(unsubscribeUrl && { unsubscribeUrl }),
    };
    const email = this.renderer.email(msg.template, vars, links, language);
    const headers: Record<string, string> = unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
    // a cash-on-delivery order (issue 32) is invoiced when it ships: none to attach yet
    const attachments =
      msg.channel === 'email' && WITH_INVOICE.has(msg.template) && msg.variables.cod !== true
        ? await this.invoice(msg)
        : [];
    const whatsapp = this.renderer.whatsapp(msg.template, vars, language);
    const sms = this.renderer.sms(msg.template, vars, language);
    // support answers a contact form message by replying to it
    const replyTo =
      msg.template === 'contact-support' && typeof msg.variables.email === 'string'
        ? msg.variables.email
        : null;
    return {
      id: msg.id,
      recipient: msg.recipient,
      ...email,
      language,
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
