import { ADMIN_PAGE_MAX, filterIds } from './admin-list.js';
import { ShopError } from './errors.js';
import { defineRpc } from './rpc/define.js';
import { EVENT_SUBJECT_ROOT } from './subjects.js';
import type { Parsed } from './products.js';

/**
 * An event a consumer gave up on, as the admin console shows it (ARCHITECTURE §2: "DLQ depth
 * is a metric and is visible to admins"). `_id` is its sequence in the `SHOP_DLQ` stream.
 */
export interface DeadLetter {
  _id: string;
  /** The event's subject (its type, without the namespace), e.g. `shop.catalog.product-created.v1` */
  subject: string;
  /** The durable consumer that gave up, e.g. `cart-product-created` */
  consumer: string;
  /** The last error its handler threw */
  error: string;
  /** Deliveries made before it was dead-lettered (1 for a malformed event) */
  deliveries: number;
  /** ISO time of the first failed delivery (its publication when the consumer could not tell) */
  firstFailedAt: string;
  /** ISO time of the last failure: when it was moved to the dead letters */
  lastFailedAt: string;
  /** ISO time it was published to the event stream; null when unknown */
  publishedAt: string | null;
  /** The original message id (the event's id, which every inbox dedupes on); null when none */
  eventId: string | null;
  /** The dead letter this event was replayed from, when it failed again after a replay */
  replayOf: string | null;
  /** The message as it was published: parsed JSON, or its text when it is not JSON */
  payload: unknown;
}

/** What an admin did with a dead letter. */
export const DEAD_LETTER_ACTIONS = ['replayed', 'discarded'] as const;
export type DeadLetterAction = (typeof DEAD_LETTER_ACTIONS)[number];

/** One line of the audit trail of dead letters (`SHOP_DLQ_AUDIT`); `_id` is its sequence there. */
export interface DeadLetterAuditEntry {
  _id: string;
  /** The dead letter's `_id` */
  deadLetterId: string;
  action: DeadLetterAction;
  /** Why it was discarded (null for a replay) */
  reason: string | null;
  /** ISO time of the action */
  at: string;
  /** The admin who did it (the e-mail is null when the users service could not say) */
  by: { userId: string; name: string; email: string | null };
  subject: string;
  consumer: string;
  error: string;
  deliveries: number;
  eventId: string | null;
  /** When the letter was dead-lettered: which letter this was, should the stream ever restart */
  deadLetteredAt: string;
}

/** Longest reason a discard keeps. */
export const DISCARD_REASON_MAX = 500;

/** A dead letter's (or audit record's) id from a path: its positive stream sequence. */
export function parseDeadLetterId(raw: unknown): Parsed<number> {
  const n = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n)
    ? { ok: true, value: n }
    : { ok: false, message: 'An id here is a positive whole number (a stream sequence)' };
}

/**
 * The filter of a list of dead letters or audit records: none, or react-admin's getMany
 * `{ "id": [...] }` (stream sequences).
 */
export function parseSequenceFilter(filter: Record<string, unknown>): Parsed<number[] | undefined> {
  const other = Object.keys(filter).find((key) => key !== 'id');
  if (other !== undefined) return { ok: false, message: `filter may only hold id, not ${other}` };
  const ids = filterIds(filter);
  if (ids === undefined) return { ok: true, value: undefined };
  if (ids.length > ADMIN_PAGE_MAX) {
    return { ok: false, message: `filter may hold at most ${ADMIN_PAGE_MAX} ids` };
  }
  const seqs: number[] = [];
  for (const raw of ids) {
    const id = parseDeadLetterId(raw);
    if (!id.ok) return id;
    seqs.push(id.value);
  }
  return { ok: true, value: seqs };
}

/** The body of a discard, `{ reason }`: 1 to 500 characters once trimmed, no other field. */
export function parseDiscardReason(body: unknown): Parsed<string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object with a reason' };
  }
  for (const key of Object.keys(body)) {
    if (key !== 'reason') return { ok: false, message: `Unknown field: ${key}` };
  }
  const raw = (body as { reason?: unknown }).reason;
  if (raw !== undefined && typeof raw !== 'string') {
    return { ok: false, message: 'reason must be text' };
  }
  const reason = (raw ?? '').trim();
  if (!reason) return { ok: false, message: 'Say why the dead letter is discarded (reason)' };
  if (reason.length > DISCARD_REASON_MAX) {
    return { ok: false, message: `reason may be at most ${DISCARD_REASON_MAX} characters` };
  }
  return { ok: true, value: reason };
}

/** A replay takes no body (or an empty object). */
export function parseReplayBody(body: unknown): Parsed<null> {
  if (body === undefined || body === null) return { ok: true, value: null };
  if (typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be empty or a JSON object' };
  }
  const [key] = Object.keys(body);
  return key === undefined
    ? { ok: true, value: null }
    : { ok: false, message: `Unknown field: ${key}` };
}

/**
 * The service that publishes event `subject` (without the namespace): `shop.<service>.…`, or
 * null for a subject that is not an event's.
 */
export function eventOwner(subject: string): string | null {
  return new RegExp(`^${EVENT_SUBJECT_ROOT}\\.([a-z]+)\\.`).exec(subject)?.[1] ?? null;
}

/**
 * Asks the service that publishes a dead letter's event to publish it again (issue 18): with
 * NATS enforcing who publishes what, only checkout may publish checkout's events, so the
 * gateway, which keeps the audit of a replay, has the owner do the publishing.
 */
export const republishDeadLetterCall = (service: string) =>
  defineRpc<{ id: number }, { republished: true }>(
    `${service}.dead-letters.republish`,
    (payload) => {
      const id = (payload as { id?: unknown } | null)?.id;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
        throw new ShopError(400, 'id is a positive whole number (a stream sequence)');
      return { id };
    },
  );
