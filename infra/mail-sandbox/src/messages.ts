/** A file attached to (or embedded in) a message, bytes included. */
export interface StoredAttachment {
  /** Position among the message's attachments: `GET /api/messages/:id/attachments/:index`. */
  index: number;
  /** As sent, or `attachment-<index>` when the part had no name. */
  filename: string;
  /** Lower-case media type, e.g. `application/pdf`. */
  contentType: string;
  /** Bytes, decoded (not the base64 of the wire). */
  size: number;
  /** `Content-ID` without the angle brackets, for parts embedded in the HTML; else null. */
  contentId: string | null;
  content: Buffer;
}

/** One accepted message, parsed; what the API, the inbox and `sandbox.messages()` give. */
export interface StoredMessage {
  /** Short random id, unique in this sandbox. */
  id: string;
  /** When the SMTP transaction was accepted (ISO 8601). */
  receivedAt: string;
  /** The SMTP envelope: `MAIL FROM` (null for the empty `<>` sender) and every accepted `RCPT TO`. */
  envelope: { from: string | null; to: string[] };
  /** Address of the `From` header (`''` when absent); the display name is in `headers.from`. */
  from: string;
  /** Addresses of the `To` header. */
  to: string[];
  /** Addresses of the `Cc` header. */
  cc: string[];
  /** Decoded `Subject` (`''` when absent). */
  subject: string;
  /** The `Date` header (ISO 8601), or null when absent or unreadable. */
  date: string | null;
  /** The `Message-ID` header, angle brackets included, or null. */
  messageId: string | null;
  /**
   * Every header by lower-case name, decoded where the parser decodes it (subject,
   * addresses); a header sent several times (`received`) has its values joined by newlines.
   */
  headers: Record<string, string>;
  /** The plain-text part, or null. */
  text: string | null;
  /** The HTML part (embedded `cid:` images turned into `data:` URLs), or null. */
  html: string | null;
  attachments: StoredAttachment[];
  /** Size of the message as received, in bytes. */
  size: number;
}

/** An attachment as the JSON API lists it (no bytes). */
export type AttachmentSummary = Omit<StoredAttachment, 'content'>;

/** A message as the JSON API answers it: everything but the attachments' bytes. */
export type MessageSummary = Omit<StoredMessage, 'attachments'> & {
  attachments: AttachmentSummary[];
};

/** The JSON form of a message. */
export function summarize(message: StoredMessage): MessageSummary {
  return {
    ...message,
    attachments: message.attachments.map(({ content: _content, ...rest }) => rest),
  };
}

/** Every address a message was delivered or addressed to (envelope, `To`, `Cc`), lower-case. */
export function recipients(message: StoredMessage): string[] {
  const all = [...message.envelope.to, ...message.to, ...message.cc];
  return [...new Set(all.map((a) => a.toLowerCase()))];
}

/** Search criteria of the inbox and the API; absent or empty ones match everything. */
export interface MessageQuery {
  /** A recipient address (envelope, `To` or `Cc`), compared exactly but case-insensitively. */
  to?: string;
  /** Part of the subject, case-insensitive. */
  subject?: string;
  /** Part of a recipient address or of the subject, case-insensitive (the inbox's search box). */
  q?: string;
}

/** Whether `message` meets every criterion of `query`. */
export function matches(message: StoredMessage, query: MessageQuery): boolean {
  const to = query.to?.trim().toLowerCase();
  const subject = query.subject?.trim().toLowerCase();
  const q = query.q?.trim().toLowerCase();
  const rcpts = recipients(message);
  const title = message.subject.toLowerCase();
  if (to && !rcpts.includes(to)) return false;
  if (subject && !title.includes(subject)) return false;
  if (q && !title.includes(q) && !rcpts.some((r) => r.includes(q))) return false;
  return true;
}
