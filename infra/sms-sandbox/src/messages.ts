import { Waiters } from '@arogya/sandbox-kit';
import type { DltCategory } from './templates.js';

/**
 * Where a text is: `submitted` (MSG91 took it), then what its delivery report says:
 * `delivered`, `failed` (the handset or operator did not take it) or `rejected` (a DND number
 * for a promotional text).
 */
export type SmsStatus = 'submitted' | 'delivered' | 'failed' | 'rejected';

/** One step of a text's history. */
export interface SmsStatusChange {
  status: SmsStatus;
  /** ISO 8601. */
  at: string;
  /** MSG91's delivery-report status code (`1` delivered, `2` failed, `9` NDNC); absent on `submitted`. */
  code?: string;
  /** MSG91's description (`DELIVERED`, `FAILED`, `NDNC`). */
  description?: string;
}

/** A text the shop sent, one per mobile number, as `GET /sandbox/messages` shows it. */
export interface SmsMessage {
  id: string;
  /** The Flow request's id (the `message` of MSG91's answer); shared by its recipients. */
  requestId: string;
  /** `91` and 10 digits. */
  mobile: string;
  templateId: string;
  /** The DLT header the text comes from (`AROGYA`). */
  senderId: string;
  dltTemplateId: string;
  category: DltCategory;
  /** The recipient's values of the template's variables. */
  variables: Record<string, string>;
  /** What the phone shows: the template content with its variables filled in. */
  text: string;
  /** How it travels: GSM-7, or UCS-2 when any character is outside GSM 03.38 (Hindi, ₹). */
  encoding: 'GSM-7' | 'UCS-2';
  /** How many SMS parts it takes (160/153 characters a part in GSM-7, 70/67 in UCS-2). */
  parts: number;
  /** Whether `short_url: "1"` was asked for. */
  shortUrl: boolean;
  /** The latest status. */
  status: SmsStatus;
  /** Every status, oldest first. */
  statuses: SmsStatusChange[];
  createdAt: string;
}

/** Texts the sandbox took, with a `change` event on each new one or status, for waiting. */
export class MessageStore {
  private readonly all: SmsMessage[] = [];
  private readonly waiters = new Waiters();

  /** Records texts of one accepted request. */
  add(messages: SmsMessage[]): void {
    for (const m of messages) this.all.push(structuredClone(m));
    this.waiters.changed();
  }

  /** Appends a status to a text's history; false when there is no such text. */
  setStatus(id: string, change: SmsStatusChange): boolean {
    const message = this.all.find((m) => m.id === id);
    if (!message) return false;
    message.status = change.status;
    message.statuses.push({ ...change });
    this.waiters.changed();
    return true;
  }

  /** Texts, oldest first (copies); only those to `mobile` when given (normalised). */
  list(mobile?: string): SmsMessage[] {
    const wanted = mobile === undefined ? undefined : normaliseMobile(mobile);
    return this.all.filter((m) => wanted === undefined || m.mobile === wanted).map(copy);
  }

  /** One text (a copy). */
  get(id: string): SmsMessage | undefined {
    const message = this.all.find((m) => m.id === id);
    return message && copy(message);
  }

  /**
   * The first text `predicate` accepts: at once if one does, else as soon as one does (after a
   * send or a delivery report); rejects after `timeoutMs`.
   */
  waitFor(predicate: (m: SmsMessage) => boolean, timeoutMs = 5000): Promise<SmsMessage> {
    return this.waiters.waitFor(
      () => this.all.map(copy).find(predicate),
      timeoutMs,
      'an SMS matching the predicate',
    );
  }
}

function copy(message: SmsMessage): SmsMessage {
  return structuredClone(message);
}

/** A mobile number without `+`, spaces or dashes; not checked (see `isIndianMobile`). */
export function normaliseMobile(input: string): string {
  return input.trim().replace(/^\+/, '').replace(/[\s-]/g, '');
}

/** Whether `mobile` is an Indian mobile number: `91`, then 10 digits starting with 6 to 9. */
export function isIndianMobile(mobile: string): boolean {
  return /^91[6-9]\d{9}$/.test(mobile);
}
