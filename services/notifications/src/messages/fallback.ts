import type { EntityManager } from 'typeorm';
import { TEMPLATES, isTemplateName, type TemplateSpec } from '../templates/catalog.js';
import type { MessageEntity } from './message.js';
import { queueMessages } from './message.transitions.js';

/**
 * A WhatsApp message that could not be delivered (not on WhatsApp, refused) goes again as an
 * SMS of the same words to the same number, when its template has an SMS form: the shopper
 * asked for updates on their phone. Written in the caller's transaction, once per message, from
 * the row as read before its failure was written (a one-time code travels with it, and is kept
 * no longer than the WhatsApp message would have kept it); none when the code already ran out,
 * nor when its recipient was erased.
 * Answers the source to schedule after it commits, or null when there is none.
 */
export async function queueSmsFallback(
  m: EntityManager,
  msg: MessageEntity,
  smsEnabled: boolean,
): Promise<string | null> {
  if (!smsEnabled || msg.channel !== 'whatsapp' || !isTemplateName(msg.template)) return null;
  const spec: TemplateSpec = TEMPLATES[msg.template];
  if (!spec.sms || msg.redactedAt || msg.erasedAt) return null;
  const source = `fallback:${msg.id}`;
  await queueMessages(m, source, [
    {
      template: msg.template,
      channel: 'sms',
      recipient: msg.recipient,
      audience: msg.audience,
      category: msg.category,
      userId: msg.userId,
      orderId: msg.orderId,
      variables: msg.variables,
      secretUntil: msg.secretUntil,
    },
  ]);
  return source;
}
