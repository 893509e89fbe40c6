import { HttpError } from './errors.js';

/** The faults in force, as `GET /api/faults` and `sandbox.faults.current()` show them. */
export interface FaultsSnapshot {
  /** The SMTP port is closed: connections are refused. */
  down: boolean;
  /**
   * Transactions answered `451 4.3.0 Temporary failure (sandbox fault)` at `MAIL FROM`:
   * `remaining` more of them, or every one until reset when null. Null: no such fault.
   */
  tempfail: { remaining: number | null } | null;
  /** Recipients refused at `RCPT TO` with `550 5.1.1 Mailbox unavailable` (lower-case). */
  rejectedRecipients: string[];
  /** Added before each message is accepted (the reply to `DATA`), in milliseconds. */
  latencyMs: number;
}

/** What `POST /api/faults` takes: one mode and/or a latency. */
export interface FaultRequest {
  mode?: 'down' | 'up' | 'tempfail' | 'reject';
  /** `tempfail` only: how many transactions fail; absent: all until reset. */
  count?: number;
  /** `reject` only: the address refused. */
  recipient?: string;
  latencyMs?: number;
}

/** The longest latency accepted: two minutes, longer than any sane client's timeout. */
export const MAX_LATENCY_MS = 120_000;

const MODES = ['down', 'up', 'tempfail', 'reject'] as const;
const FIELDS = ['mode', 'count', 'recipient', 'latencyMs'];

/** Checks a tempfail count (an integer ≥ 1); throws a 400 `HttpError` naming the field. */
export function checkCount(count: unknown): number {
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) {
    throw HttpError.badRequest('count must be an integer of at least 1');
  }
  return count;
}

/** Checks a recipient to reject (something@something); answers it lower-case. */
export function checkRecipient(recipient: unknown): string {
  if (typeof recipient !== 'string' || !/^[^\s@<>]+@[^\s@<>]+$/.test(recipient.trim())) {
    throw HttpError.badRequest('recipient must be an e-mail address such as "x@example.com"');
  }
  return recipient.trim().toLowerCase();
}

/** Checks a latency: an integer number of milliseconds from 0 to `MAX_LATENCY_MS`. */
export function checkLatency(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
    throw HttpError.badRequest(`latencyMs must be an integer from 0 to ${MAX_LATENCY_MS}`);
  }
  return ms;
}

/** Reads a `POST /api/faults` body; a 400 `HttpError` saying what is wrong otherwise. */
export function readFaultRequest(body: unknown): FaultRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw HttpError.badRequest('The body must be a JSON object such as {"mode":"down"}');
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((k) => !FIELDS.includes(k));
  if (unknown.length > 0) {
    throw HttpError.badRequest(`Unknown field ${unknown[0]}; expected ${FIELDS.join(', ')}`);
  }
  const { mode, count, recipient, latencyMs } = fields;
  if (mode === undefined && latencyMs === undefined) {
    throw HttpError.badRequest('Give a mode (down, up, tempfail, reject) or latencyMs');
  }
  if (mode !== undefined && !MODES.includes(mode as FaultRequest['mode'] & string)) {
    throw HttpError.badRequest(`mode must be one of ${MODES.join(', ')}`);
  }
  if (count !== undefined && mode !== 'tempfail') {
    throw HttpError.badRequest('count is only for mode "tempfail"');
  }
  if (recipient !== undefined && mode !== 'reject') {
    throw HttpError.badRequest('recipient is only for mode "reject"');
  }
  const request: FaultRequest = {};
  if (mode !== undefined) request.mode = mode as FaultRequest['mode'];
  if (count !== undefined) request.count = checkCount(count);
  if (mode === 'reject') request.recipient = checkRecipient(recipient);
  if (latencyMs !== undefined) request.latencyMs = checkLatency(latencyMs);
  return request;
}

/**
 * The SMTP faults other than `down` (which is the listener's state): what the SMTP handlers
 * consult on each transaction.
 */
export class SmtpFaults {
  private tempfailRemaining: number | null | undefined;
  private readonly rejected = new Set<string>();
  /** Delay before each message is accepted, in milliseconds. */
  latencyMs = 0;

  /** The next `count` transactions (all until reset when absent) fail with 451. */
  tempfail(count?: number): void {
    this.tempfailRemaining = count === undefined ? null : checkCount(count);
  }

  /** `RCPT TO` this address is refused with 550 (case-insensitive). */
  reject(recipient: string): void {
    this.rejected.add(checkRecipient(recipient));
  }

  /** Whether a transaction starting now must fail; counts it as used when it must. */
  takeTempfail(): boolean {
    if (this.tempfailRemaining === undefined) return false;
    if (this.tempfailRemaining !== null) {
      this.tempfailRemaining -= 1;
      if (this.tempfailRemaining === 0) this.tempfailRemaining = undefined;
    }
    return true;
  }

  /** Whether `RCPT TO` this address must be refused. */
  rejects(address: string): boolean {
    return this.rejected.has(address.toLowerCase());
  }

  /** Removes every fault kept here. */
  clear(): void {
    this.tempfailRemaining = undefined;
    this.rejected.clear();
    this.latencyMs = 0;
  }

  /** The faults in force, with `down` supplied by the caller. */
  snapshot(down: boolean): FaultsSnapshot {
    const t = this.tempfailRemaining;
    return {
      down,
      tempfail: t === undefined ? null : { remaining: t },
      rejectedRecipients: [...this.rejected],
      latencyMs: this.latencyMs,
    };
  }
}
