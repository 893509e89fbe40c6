import { ADMIN_SORTS, type Page } from '../admin-list.js';
import { ShopError } from '../errors.js';
import type { MessageView, TemplateInfo, TemplatePreview } from '../notifications.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc } from './define.js';
import { adminIdRequest, adminOf, adminRequest, fieldsOf } from './fields.js';

/** A signed webhook as the gateway received it: the exact bytes (base64) and the signature. */
export interface SignedWebhook {
  rawBody: string;
  signature: string | null;
}

const signedWebhook = (p: unknown): SignedWebhook => {
  const { rawBody, signature } = fieldsOf(p);
  if (typeof rawBody !== 'string') throw new ShopError(400, 'Missing body');
  return { rawBody, signature: typeof signature === 'string' ? signature : null };
};

/** Meta's subscription handshake (`GET …?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`). */
export interface WebhookHandshake {
  mode: string;
  verifyToken: string;
  challenge: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');

/** Calls of the notifications service (`notifications.*`). */
export const NotificationCalls = {
  /** The console's Messages page: every message, filtered by order, user, channel or state. */
  page: defineRpc<AdminPageRequest, Page<MessageView>>(
    'notifications.messages.page',
    adminPageRequest(ADMIN_SORTS.messages),
  ),
  get: defineRpc<{ caller: Caller; id: string }, MessageView>(
    'notifications.messages.get',
    adminIdRequest('message'),
  ),
  /** Sends a message again, as a new message of the same template to the same recipient. */
  resend: defineRpc<{ caller: Caller; id: string }, MessageView>(
    'notifications.messages.resend',
    adminIdRequest('message'),
  ),
  templates: defineRpc<{ caller: Caller }, TemplateInfo[]>(
    'notifications.templates.list',
    adminRequest,
  ),
  preview: defineRpc<{ caller: Caller; name: string }, TemplatePreview>(
    'notifications.templates.preview',
    (p) => {
      const { caller, name } = fieldsOf(p);
      if (typeof name !== 'string' || !/^[a-z][a-z0-9-]{0,60}$/.test(name))
        throw new ShopError(400, 'Invalid template name');
      return { caller: adminOf(caller), name };
    },
  ),
  /** WhatsApp Cloud API delivery statuses (`X-Hub-Signature-256` over the raw body). */
  whatsappWebhook: defineRpc<SignedWebhook, { status: string }>(
    'notifications.webhooks.whatsapp',
    signedWebhook,
  ),
  /** Meta's handshake: answers the challenge when the verify token is the shop's. */
  whatsappHandshake: defineRpc<WebhookHandshake, { challenge: string }>(
    'notifications.webhooks.whatsapp-handshake',
    (p) => {
      const f = fieldsOf(p);
      return { mode: text(f.mode), verifyToken: text(f.verifyToken), challenge: text(f.challenge) };
    },
  ),
} as const;
