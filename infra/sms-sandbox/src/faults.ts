import { Msg91Error } from './errors.js';
import { newLocalId } from './ids.js';
import { isIndianMobile, normaliseMobile } from './messages.js';

/**
 * A fault for the next Flow requests, as `POST /sandbox/faults` takes it: answer `status`
 * with `{ type: "error", message }` after `latencyMs`; or, with `latencyMs` alone, only slow
 * the request down.
 */
export interface SmsFaultInput {
  /** HTTP status of the answer, 400 to 599; absent: the request is only delayed. */
  status?: number;
  /** The answer's `message` (default: `Internal Server Error`). */
  message?: string;
  /** How many requests it affects; absent: every request until the faults are cleared. */
  count?: number;
  /** Wait before answering, milliseconds (at most 120000). */
  latencyMs?: number;
}

/** A stored fault: its id and how many requests it has hit. */
export interface SmsFault extends SmsFaultInput {
  id: string;
  hits: number;
}

/** Numbers that change what happens after the send. */
export interface NumberFaults {
  /** Texts to these fail (`2`, `FAILED`). */
  undeliverable: string[];
  /** On the Do Not Disturb registry: promotional texts to them are rejected (`9`, `NDNC`). */
  dnd: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function integer(fields: Record<string, unknown>, name: string, min: number, max: number) {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw Msg91Error.badRequest(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** Checks a fault (400 with what is wrong). */
export function readSmsFault(body: unknown): SmsFaultInput {
  if (!isRecord(body)) throw Msg91Error.badRequest('The fault must be a JSON object');
  const status = integer(body, 'status', 400, 599);
  const count = integer(body, 'count', 1, Number.MAX_SAFE_INTEGER);
  const latencyMs = integer(body, 'latencyMs', 0, 120_000);
  const { message } = body;
  if (message !== undefined && (typeof message !== 'string' || message === '')) {
    throw Msg91Error.badRequest('message must be a non-empty string');
  }
  if (status === undefined && latencyMs === undefined) {
    throw Msg91Error.badRequest('A fault needs a status or a latencyMs');
  }
  const fault: SmsFaultInput = {};
  if (status !== undefined) fault.status = status;
  if (typeof message === 'string') fault.message = message;
  if (count !== undefined) fault.count = count;
  if (latencyMs !== undefined) fault.latencyMs = latencyMs;
  return fault;
}

/**
 * Faults on demand (`sandbox.faults`, `/sandbox/faults`): errors and latency for the next Flow
 * requests, undeliverable numbers and DND numbers.
 */
export class Faults {
  private readonly rules: SmsFault[] = [];
  private readonly numbers = { undeliverable: new Set<string>(), dnd: new Set<string>() };

  /** Adds a fault (checked like `POST /sandbox/faults`) and answers it (a copy). */
  add(input: SmsFaultInput): SmsFault {
    const fault: SmsFault = { ...readSmsFault(input), id: newLocalId('flt'), hits: 0 };
    this.rules.push(fault);
    return { ...fault };
  }

  /** Texts to `mobile` will fail; answers the normalised number. */
  undeliverable(mobile: string): string {
    return this.mark('undeliverable', mobile);
  }

  /** `mobile` is on the DND registry: promotional texts to it are rejected. */
  dnd(mobile: string): string {
    return this.mark('dnd', mobile);
  }

  /** Whether `mobile` is marked `kind`. */
  has(kind: keyof NumberFaults, mobile: string): boolean {
    return this.numbers[kind].has(mobile);
  }

  /** Removes every fault and marked number. */
  clear(): void {
    this.rules.length = 0;
    this.numbers.undeliverable.clear();
    this.numbers.dnd.clear();
  }

  /** The faults in the order they apply (used-up ones included) and the marked numbers. */
  list(): { faults: SmsFault[] } & NumberFaults {
    return {
      faults: this.rules.map((f) => ({ ...f })),
      undeliverable: [...this.numbers.undeliverable],
      dnd: [...this.numbers.dnd],
    };
  }

  /** The fault that hits this request, counted as used once; undefined when none is left. */
  take(): SmsFault | undefined {
    const fault = this.rules.find((f) => f.count === undefined || f.hits < f.count);
    if (!fault) return undefined;
    fault.hits += 1;
    return { ...fault };
  }

  private mark(kind: keyof NumberFaults, input: string): string {
    const mobile = normaliseMobile(String(input));
    if (!isIndianMobile(mobile)) throw Msg91Error.badRequest(`Invalid mobile number ${input}`);
    this.numbers[kind].add(mobile);
    return mobile;
  }
}
