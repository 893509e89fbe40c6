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
}

/** One template of the shop's messages (`services/notifications/templates`). */
export interface TemplateInfo {
  name: string;
  description: string;
  audience: Audience;
  category: MessageCategory;
  /** channels it can go out on */
  channels: Channel[];
}

/** A template rendered with its sample data, as the console previews it. */
export interface TemplatePreview extends TemplateInfo {
  subject: string;
  html: string;
  text: string;
  /** the WhatsApp template's body with the sample variables, when it has one */
  whatsapp: string | null;
}
