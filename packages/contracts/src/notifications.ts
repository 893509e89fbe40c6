import { isShopLanguage, LANGUAGE_ERROR, type ShopLanguage } from './languages.js';

/** How a message reaches someone (issue 28). */
export const CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Where a message is: `queued` until a provider accepts it (`sent`), then what the provider
 * reports: `delivered`, or `bounced` (the address or number does not take mail); `failed` when
 * every try was refused (or a provider reported it undeliverable).
 */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'failed', 'bounced'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** Who a message is for: a shopper (about their order or account) or the shop's staff. */
export type Audience = 'shopper' | 'staff';

/**
 * `transactional`: about something the person did (an order, a refund, a code), sent whatever
 * their marketing choice; `marketing`: anything else, only with consent and an unsubscribe link.
 */
export type MessageCategory = 'transactional' | 'marketing';

/** One step of a message's life, as the console shows it. */
export interface MessageStep {
  state: MessageState;
  at: string;
  detail: string | null;
}

/** A message as the console's Messages page shows it. */
export interface MessageView {
  id: string;
  template: string;
  channel: Channel;
  /** an e-mail address or a phone number (E.164 digits) */
  recipient: string;
  audience: Audience;
  state: MessageState;
  subject: string | null;
  orderId: string | null;
  userId: string | null;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  history: MessageStep[];
  /** the language it was composed in (the recipient's choice when it went); null until then */
  language: ShopLanguage | null;
}

/** One template of the shop's messages (`services/notifications/templates`). */
export interface TemplateInfo {
  name: string;
  description: string;
  audience: Audience;
  category: MessageCategory;
  /** channels it can go out on */
  channels: Channel[];
  /** the languages it is written in: a shopper's message in each shop language, staff's English */
  languages: ShopLanguage[];
}

/** A template rendered with its sample data, as the console previews it. */
export interface TemplatePreview extends TemplateInfo {
  subject: string;
  html: string;
  text: string;
  /** the WhatsApp template's body with the sample variables, when it has one */
  whatsapp: string | null;
  /** the language it was rendered in */
  language: ShopLanguage;
}

/** The words a shopper agrees to, stored with each consent (DPDP: what exactly was agreed). */
export const CONSENT_WORDING = {
  whatsapp:
    'Send me order updates (confirmation, shipping, delivery, refunds) and my sign-in codes on WhatsApp at this number. I can stop them at any time.',
  marketing:
    'Send me offers and wellness tips by e-mail, at most once a week. I can unsubscribe at any time.',
} as const;

/** A shopper's choices about messages. */
export interface Preferences {
  /** the address they are for (shown on the signed-out page) */
  email: string | null;
  whatsappOptIn: boolean;
  /** Indian mobile, as 91 and 10 digits */
  whatsappPhone: string | null;
  marketingEmail: boolean;
  /** the language of their messages (e-mail, WhatsApp, SMS); 'en' until they choose */
  language: ShopLanguage;
  wording: typeof CONSENT_WORDING;
}

/** A change of choices; what is absent stays as it is. */
export interface PreferencesInput {
  whatsappOptIn?: boolean;
  whatsappPhone?: string | null;
  marketingEmail?: boolean;
  language?: ShopLanguage;
}

/**
 * An Indian mobile number as WhatsApp and SMS providers take it (`91` and 10 digits starting 6-9),
 * from what people type: spaces, dashes, `+91`, `0` in front. Null when it is not one.
 */
export function indianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  const m = /^(?:91|0)?([6-9]\d{9})$/.exec(digits);
  return m ? `91${m[1]}` : null;
}

/** Checks a change of preferences (400 with the field's problem). */
export function parsePreferencesInput(
  body: Record<string, unknown>,
): { ok: true; value: PreferencesInput } | { ok: false; error: string } {
  const out: PreferencesInput = {};
  for (const key of ['whatsappOptIn', 'marketingEmail'] as const) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'boolean') return { ok: false, error: `${key} must be true or false` };
    out[key] = body[key];
  }
  if (body.whatsappPhone !== undefined && body.whatsappPhone !== null) {
    if (typeof body.whatsappPhone !== 'string')
      return { ok: false, error: 'whatsappPhone must be text' };
    const phone = indianMobile(body.whatsappPhone);
    if (!phone)
      return { ok: false, error: 'Please enter a 10-digit Indian mobile number, e.g. 98765 43210' };
    out.whatsappPhone = phone;
  } else if (body.whatsappPhone === null) out.whatsappPhone = null;
  if (body.language !== undefined) {
    if (!isShopLanguage(body.language)) return { ok: false, error: LANGUAGE_ERROR };
    out.language = body.language;
  }
  return { ok: true, value: out };
}

/** The contact form, as sent (SPEC "Contact page"), with its spam checks. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** a field people do not see: filled only by robots */
  website: string;
  /** milliseconds from showing the form to sending it: robots are quick */
  elapsedMs: number;
}

/** Where shoppers write, and the grievance officer the E-Commerce Rules require to be named. */
export interface ContactInfo {
  supportEmail: string;
  grievanceOfficer: { name: string; email: string; address: string };
}

/** What the sender is told: the reference of their message. */
export interface ContactReceipt {
  reference: string;
  message: string;
}

/** Who on the team hears what (the console's Notifications settings). */
export interface StaffSettings {
  /** new-order notices and the daily digest */
  orderEmails: string[];
  /** refund-failed and dispute alerts */
  financeEmails: string[];
  /** a product's stock at or below this sends a low-stock alert (once each time it falls there) */
  lowStockThreshold: number;
  dailyDigest: boolean;
}

/**
 * The messages the users service sends about an account (issue 29), each a template of the
 * notifications service. Those with a `link` or `code` carry a secret: the notifications service
 * keeps it only until the message no longer needs it, never shows it, and never resends it.
 */
export const ACCOUNT_MESSAGES = [
  /** a new account's address: the link that verifies it (24 hours) */
  'verify-email',
  /** someone asked to reset the password: the link (30 minutes) */
  'password-reset',
  /** the password was changed or reset: every session signed out */
  'password-changed',
  /** someone tried to sign up with an address that already has an account */
  'account-exists',
  /** Google sign-in was linked to the account (its password removed, its sessions ended) */
  'google-linked',
  /** the one-time code that signs in with a phone (5 minutes): SMS, or WhatsApp when opted in */
  'sign-in-code',
  /** the one-time code that adds a phone to an account (5 minutes) */
  'phone-code',
  /** a request to delete the account was taken: what happens and when */
  'erasure-requested',
  /** the account was deleted: the last message to this address */
  'erasure-completed',
] as const;
export type AccountMessageKind = (typeof ACCOUNT_MESSAGES)[number];

/** The kinds that go to a phone (a code); the rest go to an e-mail address. */
export const PHONE_MESSAGES: readonly AccountMessageKind[] = ['sign-in-code', 'phone-code'];

/** One account message to send: to `email`, or for the code kinds to `phone`. */
export interface AccountMessage {
  kind: AccountMessageKind;
  /** unique per request (a token's or code's id): the same id never writes a second message */
  id: string;
  userId: string | null;
  /** the person's name, '' when not known (a phone that has no account yet) */
  name: string;
  email: string | null;
  /** 91 and 10 digits */
  phone: string | null;
  /** secret: the verification or reset link */
  link: string | null;
  /** secret: the 6-digit code */
  code: string | null;
  /** how long the link or code works, to say so in the message */
  expiresMinutes: number | null;
  /** what else the message says (e.g. when an erasure completes), plain strings */
  details: Record<string, string>;
}
