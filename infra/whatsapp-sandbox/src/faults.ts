import { GraphError } from './errors.js';
import { newLocalId } from './ids.js';
import { isWaId, normalisePhone } from './messages.js';

/**
 * A fault for the next sends, as `POST /sandbox/faults` takes it: answer `status` with the
 * Graph error `code` / `message` (e.g. 503 / 131000 "Something went wrong", 429 / 130429 "Rate
 * limit hit"), after `latencyMs`; or, with `latencyMs` alone, only slow the send down.
 */
export interface SendFaultInput {
  /** HTTP status of the answer, 400 to 599; absent: the send is only delayed. */
  status?: number;
  /** The Graph error code (`error.code`); required with `status`. */
  code?: number;
  /** The error's title: the answer says `(#code) message`, and `message` again as details. */
  message?: string;
  /** How many sends it affects; absent: every send until the faults are cleared. */
  count?: number;
  /** Wait before answering, milliseconds (at most 120000). */
  latencyMs?: number;
}

/** A stored fault: its id and how many sends it has hit. */
export interface SendFault extends SendFaultInput {
  id: string;
  hits: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function integer(fields: Record<string, unknown>, name: string, min: number, max: number) {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw GraphError.invalidParameter(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** Checks a fault the way the API checks bodies (400, code 100, with what is wrong). */
export function readSendFault(body: unknown): SendFaultInput {
  if (!isRecord(body)) throw GraphError.invalidParameter('the fault must be a JSON object');
  const status = integer(body, 'status', 400, 599);
  const code = integer(body, 'code', 1, Number.MAX_SAFE_INTEGER);
  const count = integer(body, 'count', 1, Number.MAX_SAFE_INTEGER);
  const latencyMs = integer(body, 'latencyMs', 0, 120_000);
  const { message } = body;
  if (message !== undefined && (typeof message !== 'string' || message === '')) {
    throw GraphError.invalidParameter('message must be a non-empty string');
  }
  if (status === undefined && latencyMs === undefined) {
    throw GraphError.invalidParameter('a fault needs a status (with a code) or a latencyMs');
  }
  if (status !== undefined && code === undefined) {
    throw GraphError.invalidParameter('code is required with status');
  }
  const fault: SendFaultInput = {};
  if (status !== undefined) fault.status = status;
  if (code !== undefined) fault.code = code;
  if (typeof message === 'string') fault.message = message;
  if (count !== undefined) fault.count = count;
  if (latencyMs !== undefined) fault.latencyMs = latencyMs;
  return fault;
}

/** The error a faulted send is answered with. */
export function faultError(fault: SendFaultInput): GraphError {
  const message = fault.message ?? 'Something went wrong';
  return GraphError.cloud(fault.status ?? 500, fault.code ?? 131000, message, message);
}

/**
 * Faults on demand (`sandbox.faults`, `/sandbox/faults`): errors and latency for the next
 * sends, and recipients whose messages fail (`failed`, 131026) instead of being delivered.
 */
export class Faults {
  private readonly rules: SendFault[] = [];
  private readonly unreachable = new Set<string>();

  /** Adds a fault (checked like `POST /sandbox/faults`) and answers it (a copy). */
  add(input: SendFaultInput): SendFault {
    const fault: SendFault = { ...readSendFault(input), id: newLocalId('flt'), hits: 0 };
    this.rules.push(fault);
    return { ...fault };
  }

  /** Marks a number undeliverable (`+` and separators allowed); answers its WhatsApp id. */
  undeliverable(number: string): string {
    const waId = normalisePhone(number);
    if (!isWaId(waId)) throw GraphError.invalidParameter(`${number} is not a phone number`);
    this.unreachable.add(waId);
    return waId;
  }

  /** Whether messages to `waId` fail. */
  isUndeliverable(waId: string): boolean {
    return this.unreachable.has(waId);
  }

  /** Removes every fault and every undeliverable number. */
  clear(): void {
    this.rules.length = 0;
    this.unreachable.clear();
  }

  /** The faults, in the order they apply (used-up ones included), and the undeliverable numbers. */
  list(): { faults: SendFault[]; undeliverable: string[] } {
    return { faults: this.rules.map((f) => ({ ...f })), undeliverable: [...this.unreachable] };
  }

  /** The fault that hits this send, counted as used once; undefined when none is left. */
  take(): SendFault | undefined {
    const fault = this.rules.find((f) => f.count === undefined || f.hits < f.count);
    if (!fault) return undefined;
    fault.hits += 1;
    return { ...fault };
  }
}
