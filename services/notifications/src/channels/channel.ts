import type { Channel, ShopLanguage } from '@arogya/contracts';

/** A file sent with an e-mail. */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One message as a channel sends it, rendered. */
export interface Outgoing {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: Attachment[];
  /** where a reply goes (e-mail only; the support address when null) */
  replyTo: string | null;
  /** headers such as `List-Unsubscribe` (e-mail only) */
  headers: Record<string, string>;
  /** the language it was composed in (the recipient's choice) */
  language: ShopLanguage;
  /**
   * the WhatsApp template, its language code (`hi`, or the English one approved: `en`, `en_US`)
   * and its parameters, when it has one; `copyCode`: the one-time code an authentication
   * template's copy-code button carries
   */
  whatsapp: { name: string; language: string; params: string[]; copyCode: string | null } | null;
  /** the SMS's MSG91 template and the values of its variables, when it has one */
  sms: { templateId: string; values: Record<string, string> } | null;
}

/**
 * What a provider said of a send: accepted (with its id for the message, which its webhooks
 * name), refused for good (`bounced`: the address or number takes no messages), or refused for
 * now (tried again with backoff).
 */
export type SendOutcome =
  | { ok: true; providerMessageId: string; detail: string }
  | { ok: false; retry: boolean; bounced: boolean; error: string };

/** One way of reaching people (e-mail, WhatsApp, SMS), behind one interface. */
export interface MessageChannel {
  readonly channel: Channel;
  send(message: Outgoing): Promise<SendOutcome>;
  close?(): Promise<void>;
}

export const retryLater = (error: string): SendOutcome => ({
  ok: false,
  retry: true,
  bounced: false,
  error,
});
export const refused = (error: string, bounced = false): SendOutcome => ({
  ok: false,
  retry: false,
  bounced,
  error,
});
