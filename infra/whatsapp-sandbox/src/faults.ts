import { FaultRules, integerField, isRecord, textField } from '@arogya/sandbox-kit';
import { GraphError } from './errors.js';
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

const invalid = (message: string) => GraphError.invalidParameter(message);
const integer = (fields: Record<string, unknown>, name: string, min: number, max: number) =>
  integerField(fields, name, min, max, invalid);

/** Checks a fault the way the API checks bodies (400, code 100, with what is wrong). */
export function readSendFault(body: unknown): SendFaultInput {
  if (!isRecord(body)) throw GraphError.invalidParameter('the fault must be a JSON object');
  const status = integer(body, 'status', 400, 599);
  const code = integer(body, 'code', 1, Number.MAX_SAFE_INTEGER);
  const count = integer(body, 'count', 1, Number.MAX_SAFE_INTEGER);
  const latencyMs = integer(body, 'latencyMs', 0, 120_000);
  const message = textField(body, 'message', invalid);
  if (status === undefined && latencyMs === undefined) {
    throw GraphError.invalidParameter('a fault needs a status (with a code) or a latencyMs');
  }
  if (status !== undefined && code === undefined) {
    throw GraphError.invalidParameter('code is required with status');
  }
  const fault: SendFaultInput = {};
  if (status !== undefined) fault.status = status;
  if (code !== undefined) fault.code = code;
  if (message !== undefined) fault.message = message;
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
  private readonly rules = new FaultRules<SendFaultInput>();
  private readonly unreachable = new Set<string>();

  /** Adds a fault (checked like `POST /sandbox/faults`) and answers it (a copy). */
  add(input: SendFaultInput): SendFault {
    return this.rules.add(readSendFault(input));
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
    this.rules.clear();
    this.unreachable.clear();
  }

  /** The faults, in the order they apply (used-up ones included), and the undeliverable numbers. */
  list(): { faults: SendFault[]; undeliverable: string[] } {
    return { faults: this.rules.list(), undeliverable: [...this.unreachable] };
  }

  /** The fault that hits this send, counted as used once; undefined when none is left. */
  take(): SendFault | undefined {
    return this.rules.take();
  }
}
