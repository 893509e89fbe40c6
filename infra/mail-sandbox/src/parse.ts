import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from 'mailparser';
import type { StoredAttachment, StoredMessage } from './messages.js';

/** The SMTP envelope of an accepted transaction. */
export interface Envelope {
  /** `MAIL FROM` address; null for the empty sender `<>` (bounces). */
  from: string | null;
  to: string[];
}

/** What the sandbox adds to a parsed message: where and when it came from. */
export interface Arrival {
  id: string;
  receivedAt: Date;
  envelope: Envelope;
}

/** Parses a message as received over SMTP into what the sandbox keeps. */
export async function parseMessage(raw: Buffer, arrival: Arrival): Promise<StoredMessage> {
  const mail = await simpleParser(raw);
  return {
    id: arrival.id,
    receivedAt: arrival.receivedAt.toISOString(),
    envelope: arrival.envelope,
    from: addresses(mail.from)[0] ?? '',
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    subject: mail.subject ?? '',
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
    messageId: mail.messageId ?? null,
    headers: headerRecord(mail),
    text: mail.text ?? null,
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments: mail.attachments.map((a, index): StoredAttachment => ({
      index,
      filename: a.filename || `attachment-${index}`,
      contentType: (a.contentType || 'application/octet-stream').toLowerCase(),
      size: a.content.length,
      contentId: a.contentId ? a.contentId.replace(/^<|>$/g, '') : null,
      content: a.content,
    })),
    size: raw.length,
  };
}

/** The addresses of an address header (groups flattened), in order. */
function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  const out: string[] = [];
  const visit = (list: AddressObject['value']) => {
    for (const entry of list) {
      if (entry.address) out.push(entry.address);
      if (entry.group) visit(entry.group);
    }
  };
  for (const object of Array.isArray(field) ? field : [field]) visit(object.value);
  return out;
}

function isAddressObject(value: HeaderValue): value is AddressObject {
  return typeof value === 'object' && value !== null && 'value' in value && 'text' in value;
}

/**
 * Every header by lower-case name. The parser's decoded value where it is text (subject,
 * encoded words) or addresses (`"Name" <a@b>`); otherwise the header as sent, unfolded (dates,
 * content types and `List-*` keep their exact wire form). Repeated headers: values joined by
 * newlines, in order.
 */
function headerRecord(mail: ParsedMail): Record<string, string> {
  const raw = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const colon = line.indexOf(':');
    const value = (colon < 0 ? '' : line.slice(colon + 1)).replace(/\r?\n[ \t]+/g, ' ').trim();
    raw.set(key, [...(raw.get(key) ?? []), value]);
  }
  const record: Record<string, string> = {};
  for (const [key, values] of raw) {
    const parsed = values.length === 1 ? mail.headers.get(key) : undefined;
    if (typeof parsed === 'string') record[key] = parsed;
    else if (parsed !== undefined && isAddressObject(parsed)) record[key] = parsed.text;
    else record[key] = values.join('\n');
  }
  return record;
}
