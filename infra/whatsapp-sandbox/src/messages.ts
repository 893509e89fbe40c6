import { Waiters } from '@arogya/sandbox-kit';
import type { TemplateCategory } from './templates.js';

/** Where a sent message is: `accepted` by the API, then what status webhooks report. */
export type MessageStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

/** One step of a message's status history. */
export interface StatusChange {
  status: MessageStatus;
  /** ISO 8601. */
  at: string;
  /** Set on `failed`: the error the status webhook carries. */
  error?: { code: number; title: string };
}

/** A message the shop sent, as `GET /sandbox/messages` and `sandbox.messages()` show it. */
export interface SandboxMessage {
  /** The `wamid.…` the send answered with. */
  id: string;
  /** The recipient's WhatsApp id: digits, country code first, no `+`. */
  to: string;
  /** `to` exactly as the shop sent it (`contacts[0].input`). */
  input: string;
  type: 'template' | 'text';
  /** Template messages only, else null. */
  templateName: string | null;
  language: string | null;
  category: TemplateCategory | null;
  /** The body parameters, in order (`{{1}}` first); empty for text messages. */
  parameters: string[];
  /** The header's rendered text, if the template has a text header. */
  header: string | null;
  /** What the customer reads: the template body with its variables filled in, or the text. */
  text: string;
  footer: string | null;
  /** The latest status. */
  status: MessageStatus;
  /** Every status, oldest first, `accepted` included. */
  statuses: StatusChange[];
  /** The Graph API version of the send (`v21.0`). */
  apiVersion: string;
  /** ISO 8601. */
  createdAt: string;
}

/** A message a customer wrote (`POST /sandbox/inbound`), which opens the 24-hour window. */
export interface InboundMessage {
  id: string;
  /** The customer's WhatsApp id. */
  from: string;
  /** The customer's profile name. */
  name: string;
  text: string;
  createdAt: string;
}

/** How long a customer's message lets the business send free-form (non-template) messages. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The sent and received messages, with their status histories. Emits `change` on every new
 * message or status, so waiting needs no polling.
 */
export class MessageStore {
  private readonly sent: SandboxMessage[] = [];
  private readonly received: InboundMessage[] = [];
  private readonly waiters = new Waiters();

  /** Records a message the API accepted. */
  add(message: SandboxMessage): void {
    this.sent.push(structuredClone(message));
    this.waiters.changed();
  }

  /** Appends a status to a message's history; false when there is no such message. */
  setStatus(id: string, change: StatusChange): boolean {
    const message = this.sent.find((m) => m.id === id);
    if (!message) return false;
    message.status = change.status;
    message.statuses.push(structuredClone(change));
    this.waiters.changed();
    return true;
  }

  /** Records a customer's message. */
  addInbound(message: InboundMessage): void {
    this.received.push({ ...message });
    this.waiters.changed();
  }

  /** Sent messages, oldest first (copies); only those to `to` (normalised) when given. */
  list(to?: string): SandboxMessage[] {
    const wanted = to === undefined ? undefined : normalisePhone(to);
    return this.sent.filter((m) => wanted === undefined || m.to === wanted).map(copy);
  }

  /** One sent message (a copy). */
  get(id: string): SandboxMessage | undefined {
    const message = this.sent.find((m) => m.id === id);
    return message && copy(message);
  }

  /** Customers' messages, oldest first (copies); only those from `from` when given. */
  inbound(from?: string): InboundMessage[] {
    const wanted = from === undefined ? undefined : normalisePhone(from);
    return this.received
      .filter((m) => wanted === undefined || m.from === wanted)
      .map((m) => ({ ...m }));
  }

  /** Whether `waId` wrote within the last 24 hours (as of `now`, epoch ms). */
  windowOpen(waId: string, now: number): boolean {
    const last = this.received.findLast((m) => m.from === waId);
    return last !== undefined && now - Date.parse(last.createdAt) < CUSTOMER_SERVICE_WINDOW_MS;
  }

  /**
   * The first sent message `predicate` accepts: at once if one does, else as soon as one does
   * (after a send or a status change); rejects after `timeoutMs`.
   */
  waitFor(predicate: (m: SandboxMessage) => boolean, timeoutMs = 5000): Promise<SandboxMessage> {
    return this.waiters.waitFor(
      () => this.sent.map(copy).find(predicate),
      timeoutMs,
      'a WhatsApp message matching the predicate',
    );
  }
}

function copy(message: SandboxMessage): SandboxMessage {
  return structuredClone(message);
}

/**
 * A phone number as a WhatsApp id: digits only, the leading `+` and the usual separators
 * (spaces, dashes, dots, brackets) dropped. Not checked; see `isWaId`.
 */
export function normalisePhone(input: string): string {
  return input
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-.()]/g, '');
}

/** Whether `waId` looks like a WhatsApp id: 8 to 15 digits, not starting with 0. */
export function isWaId(waId: string): boolean {
  return /^[1-9]\d{7,14}$/.test(waId);
}
