import { FaultRules, integerField, isRecord, textField } from '@arogya/sandbox-kit';
import { Msg91Error } from './errors.js';
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

const invalid = (message: string) => Msg91Error.badRequest(message);
const integer = (fields: Record<string, unknown>, name: string, min: number, max: number) =>
  integerField(fields, name, min, max, invalid);

/** Checks a fault (400 with what is wrong). */
export function readSmsFault(body: unknown): SmsFaultInput {
  if (!isRecord(body)) throw Msg91Error.badRequest('The fault must be a JSON object');
  const status = integer(body, 'status', 400, 599);
  const count = integer(body, 'count', 1, Number.MAX_SAFE_INTEGER);
  const latencyMs = integer(body, 'latencyMs', 0, 120_000);
  const message = textField(body, 'message', invalid);
  if (status === undefined && latencyMs === undefined) {
    throw Msg91Error.badRequest('A fault needs a status or a latencyMs');
  }
  const fault: SmsFaultInput = {};
  if (status !== undefined) fault.status = status;
  if (message !== undefined) fault.message = message;
  if (count !== undefined) fault.count = count;
  if (latencyMs !== undefined) fault.latencyMs = latencyMs;
  return fault;
}

/**
 * Faults on demand (`sandbox.faults`, `/sandbox/faults`): errors and latency for the next Flow
 * requests, undeliverable numbers and DND numbers.
 */
export class Faults {
  private readonly rules = new FaultRules<SmsFaultInput>();
  private readonly numbers = { undeliverable: new Set<string>(), dnd: new Set<string>() };

  /** Adds a fault (checked like `POST /sandbox/faults`) and answers it (a copy). */
  add(input: SmsFaultInput): SmsFault {
    return this.rules.add(readSmsFault(input));
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
    this.rules.clear();
    this.numbers.undeliverable.clear();
    this.numbers.dnd.clear();
  }

  /** The faults in the order they apply (used-up ones included) and the marked numbers. */
  list(): { faults: SmsFault[] } & NumberFaults {
    return {
      faults: this.rules.list(),
      undeliverable: [...this.numbers.undeliverable],
      dnd: [...this.numbers.dnd],
    };
  }

  /** The fault that hits this request, counted as used once; undefined when none is left. */
  take(): SmsFault | undefined {
    return this.rules.take();
  }

  private mark(kind: keyof NumberFaults, input: string): string {
    const mobile = normaliseMobile(String(input));
    if (!isIndianMobile(mobile)) throw Msg91Error.badRequest(`Invalid mobile number ${input}`);
    this.numbers[kind].add(mobile);
    return mobile;
  }
}
