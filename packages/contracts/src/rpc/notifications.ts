import { ADMIN_SORTS, type Page } from '../admin-list.js';
import { ShopError } from '../errors.js';
import { isShopLanguage, LANGUAGE_ERROR, type ShopLanguage } from '../languages.js';
import {
  ACCOUNT_MESSAGES,
  indianMobile,
  parsePreferencesInput,
  PHONE_MESSAGES,
  type AccountMessage,
  type AccountMessageKind,
  type ContactInfo,
  type ContactInput,
  type ContactReceipt,
  type MessageView,
  type Preferences,
  type PreferencesInput,
  type StaffSettings,
  type TemplateInfo,
  type TemplatePreview,
} from '../notifications.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc } from './define.js';
import { adminIdRequest, adminOf, adminRequest, callerOf, entityIdOf, fieldsOf } from './fields.js';

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
  /** A template with its sample data, in `language` (default 'en'; staff's are English only). */
  preview: defineRpc<{ caller: Caller; name: string; language?: ShopLanguage }, TemplatePreview>(
    'notifications.templates.preview',
    (p) => {
      const { caller, name, language } = fieldsOf(p);
      if (typeof name !== 'string' || !/^[a-z][a-z0-9-]{0,60}$/.test(name))
        throw new ShopError(400, 'Invalid template name');
      if (language !== undefined && language !== null && !isShopLanguage(language))
        throw new ShopError(400, LANGUAGE_ERROR);
      return { caller: adminOf(caller), name, ...(isShopLanguage(language) && { language }) };
    },
  ),
  /** WhatsApp Cloud API delivery statuses (`X-Hub-Signature-256` over the raw body). */
  whatsappWebhook: defineRpc<SignedWebhook, { status: string }>(
    'notifications.webhooks.whatsapp',
    signedWebhook,
  ),
  /** The mail relay's delivery and bounce webhooks (`signature`: the `Authorization` header). */
  emailWebhook: defineRpc<SignedWebhook, { status: string }>(
    'notifications.webhooks.email',
    signedWebhook,
  ),
  /** MSG91's delivery reports (`signature`: the `X-Webhook-Secret` header it is set to send). */
  smsWebhook: defineRpc<SignedWebhook, { status: string }>(
    'notifications.webhooks.sms',
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailList = (v: unknown, field: string): string[] => {
  if (!Array.isArray(v) || v.length > 20)
    throw new ShopError(400, `${field} must be a list of up to 20 e-mail addresses`);
  return v.map((e) => {
    if (typeof e !== 'string' || !EMAIL.test(e.trim()) || e.length > 254)
      throw new ShopError(400, `${field}: "${String(e).slice(0, 60)}" is not an e-mail address`);
    return e.trim().toLowerCase();
  });
};

/** A change of preferences from a request body, or 400. */
export const preferencesChange = (v: unknown): PreferencesInput => {
  const parsed = parsePreferencesInput(fieldsOf(v));
  if (!parsed.ok) throw new ShopError(400, parsed.error);
  return parsed.value;
};

const tokenOf = (v: unknown): string => {
  if (typeof v !== 'string' || v.length < 10 || v.length > 600)
    throw new ShopError(400, 'This link is not valid');
  return v;
};

const contactText = (v: unknown, field: string, max: number, required = true): string => {
  const s = typeof v === 'string' ? v.trim() : '';
  if (required && !s) throw new ShopError(400, `Please enter your ${field}`);
  if (s.length > max) throw new ShopError(400, `Your ${field} must be at most ${max} characters`);
  return s;
};

/** The contact form from a request body, or 400 with what to fix. */
export function contactInput(body: unknown): ContactInput {
  const i = fieldsOf(body);
  const email = contactText(i.email, 'e-mail', 254);
  if (!EMAIL.test(email)) throw new ShopError(400, 'Please enter a valid e-mail address');
  const elapsed = Number(i.elapsedMs);
  return {
    name: contactText(i.name, 'name', 100),
    email,
    subject: contactText(i.subject, 'subject', 200, false),
    message: contactText(i.message, 'message', 5000),
    website: typeof i.website === 'string' ? i.website.slice(0, 200) : '',
    elapsedMs: Number.isFinite(elapsed) ? elapsed : 0,
  };
}

/** The staff's settings from a request body (every field), or 400. */
export function staffSettings(body: unknown): StaffSettings {
  const s = fieldsOf(body);
  const threshold = Number(s.lowStockThreshold);
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100_000)
    throw new ShopError(400, 'lowStockThreshold must be a whole number from 0 to 100000');
  if (typeof s.dailyDigest !== 'boolean')
    throw new ShopError(400, 'dailyDigest must be true or false');
  return {
    orderEmails: emailList(s.orderEmails, 'orderEmails'),
    financeEmails: emailList(s.financeEmails, 'financeEmails'),
    lowStockThreshold: threshold,
    dailyDigest: s.dailyDigest,
  };
}

const nullableText = (v: unknown, field: string, max: number): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || !v || v.length > max)
    throw new ShopError(400, `${field} must be text of at most ${max} characters`);
  return v;
};

const codeOf = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || !/^\d{6}$/.test(v))
    throw new ShopError(400, 'code must be 6 digits');
  return v;
};

/** An account message from the users service, or 400 (a message it could not send). */
export function accountMessage(body: unknown): AccountMessage {
  const f = fieldsOf(body);
  const kind = f.kind as AccountMessageKind;
  if (!ACCOUNT_MESSAGES.includes(kind)) throw new ShopError(400, 'Unknown account message');
  const id = nullableText(f.id, 'id', 100);
  if (!id) throw new ShopError(400, 'id is required');
  const userId = f.userId === null || f.userId === undefined ? null : entityIdOf(f.userId, 'user');
  const toPhone = PHONE_MESSAGES.includes(kind);
  const email = nullableText(f.email, 'email', 254);
  const phone = f.phone === undefined || f.phone === null ? null : indianMobile(String(f.phone));
  if (toPhone && !phone) throw new ShopError(400, `${kind} needs a phone number`);
  const needs = { 'verify-email': 'link', 'password-reset': 'link' } as Record<string, string>;
  const missing = (v: unknown) => v === undefined || v === null;
  if ((needs[kind] === 'link' && missing(f.link)) || (toPhone && missing(f.code)))
    throw new ShopError(400, `${kind} needs a ${toPhone ? 'code' : 'link'}`);
  if (!toPhone && (!email || !EMAIL.test(email)))
    throw new ShopError(400, `${kind} needs an e-mail`);
  const expires = f.expiresMinutes;
  if (
    expires !== undefined &&
    expires !== null &&
    !(Number.isInteger(expires) && Number(expires) > 0)
  )
    throw new ShopError(400, 'expiresMinutes must be a whole number of minutes');
  const details: Record<string, string> = {};
  for (const [k, v] of Object.entries(fieldsOf(f.details)))
    details[k] = nullableText(v, `details.${k}`, 2000) ?? '';
  return {
    kind,
    id,
    userId,
    name: typeof f.name === 'string' ? f.name.slice(0, 100) : '',
    email: email?.toLowerCase() ?? null,
    phone,
    link: nullableText(f.link, 'link', 2000),
    code: codeOf(f.code),
    expiresMinutes: (expires as number | null | undefined) ?? null,
    details,
  };
}

/** What the users service asks of the notifications service (issue 29). */
export const AccountMessageCalls = {
  /**
   * Writes the message (once per `id`) and queues it; answers once it is stored, not sent. The
   * users service answers the shopper the same whatever this says (no account enumeration).
   */
  send: defineRpc<AccountMessage, { queued: number }>('notifications.account.send', accountMessage),
} as const;

/** Calls about a shopper's choices, the contact form and the staff's settings. */
export const PreferenceCalls = {
  mine: defineRpc<{ caller: Caller }, Preferences>('notifications.preferences.mine', (p) => ({
    caller: callerOf(fieldsOf(p).caller),
  })),
  update: defineRpc<{ caller: Caller; changes: PreferencesInput }, Preferences>(
    'notifications.preferences.update',
    (p) => {
      const f = fieldsOf(p);
      return { caller: callerOf(f.caller), changes: preferencesChange(f.changes) };
    },
  ),
  /** The same, signed out, through the signed link of a message. */
  byToken: defineRpc<{ token: string }, Preferences>('notifications.preferences.by-token', (p) => ({
    token: tokenOf(fieldsOf(p).token),
  })),
  updateByToken: defineRpc<{ token: string; changes: PreferencesInput }, Preferences>(
    'notifications.preferences.update-by-token',
    (p) => {
      const f = fieldsOf(p);
      return { token: tokenOf(f.token), changes: preferencesChange(f.changes) };
    },
  ),
  /** One click: no more marketing e-mail for the link's person (RFC 8058). */
  unsubscribe: defineRpc<{ token: string }, { unsubscribed: true; email: string | null }>(
    'notifications.preferences.unsubscribe',
    (p) => ({ token: tokenOf(fieldsOf(p).token) }),
  ),
  contact: defineRpc<{ input: ContactInput; ip: string }, ContactReceipt>(
    'notifications.contact.submit',
    (p) => {
      const f = fieldsOf(p);
      return {
        ip: typeof f.ip === 'string' ? f.ip.slice(0, 64) : '',
        input: contactInput(f.input),
      };
    },
  ),
  /** What the contact page shows: where to write, and the grievance officer (E-Commerce Rules). */
  contactInfo: defineRpc<Record<string, never>, ContactInfo>(
    'notifications.contact.info',
    () => ({}),
  ),
  settings: defineRpc<{ caller: Caller }, StaffSettings>(
    'notifications.settings.get',
    adminRequest,
  ),
  updateSettings: defineRpc<{ caller: Caller; settings: StaffSettings }, StaffSettings>(
    'notifications.settings.update',
    (p) => {
      const f = fieldsOf(p);
      return { caller: adminOf(f.caller), settings: staffSettings(f.settings) };
    },
  ),
} as const;
