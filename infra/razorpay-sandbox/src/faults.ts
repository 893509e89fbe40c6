import { newId } from './domain/ids.js';
import {
  errorBody,
  INVALID_API_KEY,
  PREVIOUS_REQUEST_IN_PROGRESS,
  RazorpayError,
} from './errors.js';

/** What a fault does to a matching request. */
export type FaultKind = 'latency' | 'status' | 'reset';

/** A fault rule as given to `sandbox.faults.add` or `POST /sandbox/faults`. */
export interface FaultRuleInput {
  /** Chosen by the sandbox when absent (`flt_…`). */
  id?: string;
  /** HTTP method to match (any case); absent: every method. */
  method?: string;
  /** Prefix of the URL path: `/v1/orders`, `/v1/payments/`, `/sandbox/pay`… */
  path: string;
  /**
   * `latency` waits `latencyMs` then handles the request; `status` answers `status` (400, 401,
   * 403, 409, 429 or 5xx) in Razorpay's shape without doing anything; `reset` drops the
   * connection unanswered.
   */
  kind: FaultKind;
  latencyMs?: number;
  status?: number;
  /** The answer's `error.description`, for a 400, 401, 403 or 409 status fault. */
  description?: string;
  /** How many matching requests it affects; absent: all of them. */
  times?: number;
}

/** A stored rule: its id, and how many requests it has hit so far. */
export interface FaultRule extends FaultRuleInput {
  id: string;
  hits: number;
}

const KINDS: readonly FaultKind[] = ['latency', 'status', 'reset'];

/** Statuses a `status` fault may answer besides any 5xx, each with its default description. */
const CLIENT_ERRORS: Readonly<Record<number, string>> = {
  400: INVALID_API_KEY,
  401: 'Authentication failed',
  403: 'Access Denied',
  409: PREVIOUS_REQUEST_IN_PROGRESS,
  429: 'Too many requests',
};

/** Statuses whose description a rule may choose. */
const DESCRIBED = [400, 401, 403, 409];

function bad(field: string, description: string): RazorpayError {
  return RazorpayError.badRequest(`The ${field} ${description}`, field);
}

function optionalInteger(fields: Record<string, unknown>, field: string, min: number, max: number) {
  const value = fields[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw bad(field, `must be an integer from ${min} to ${max}.`);
  }
  return value;
}

/** Checks a rule the way the API checks bodies: 400 with the offending field. */
export function readFaultRule(body: unknown): FaultRuleInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw RazorpayError.badRequest('The fault rule must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  const { id, method, path, kind } = fields;
  if (id !== undefined && (typeof id !== 'string' || id === '')) {
    throw bad('id', 'must be a non-empty string.');
  }
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) {
    throw bad('method', 'must be an HTTP method such as GET or POST.');
  }
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw bad('path', 'must be a URL path prefix starting with /.');
  }
  if (!KINDS.includes(kind as FaultKind)) throw bad('kind', `must be one of ${KINDS.join(', ')}.`);
  const rule: FaultRuleInput = { path, kind: kind as FaultKind };
  if (id !== undefined) rule.id = id as string;
  if (method !== undefined) rule.method = (method as string).toUpperCase();
  const latencyMs = optionalInteger(fields, 'latencyMs', 0, 120_000);
  const status = optionalInteger(fields, 'status', 400, 599);
  const times = optionalInteger(fields, 'times', 1, Number.MAX_SAFE_INTEGER);
  if (kind === 'latency') {
    if (latencyMs === undefined) throw bad('latencyMs', 'is required for a latency fault.');
    rule.latencyMs = latencyMs;
  }
  if (kind === 'status') {
    if (status === undefined || (!(status in CLIENT_ERRORS) && status < 500)) {
      throw bad('status', 'must be 400, 401, 403, 409, 429 or a 5xx status for a status fault.');
    }
    rule.status = status;
  }
  const description = fields.description;
  if (description !== undefined && description !== null) {
    if (kind !== 'status' || !DESCRIBED.includes(status as number)) {
      throw bad('description', 'may only be given for a 400, 401, 403 or 409 status fault.');
    }
    if (typeof description !== 'string' || description === '' || description.length > 500) {
      throw bad('description', 'must be a non-empty string of at most 500 characters.');
    }
    rule.description = description;
  }
  if (times !== undefined) rule.times = times;
  return rule;
}

/**
 * What a `status` rule answers: Razorpay's error envelope, `BAD_REQUEST_ERROR` with the rule's
 * description (or the status's usual one) for 4xx, `SERVER_ERROR` for 5xx.
 */
export function faultError(rule: FaultRuleInput): RazorpayError {
  const status = rule.status ?? 500;
  if (status >= 500) return RazorpayError.server(status);
  const description = rule.description ?? CLIENT_ERRORS[status] ?? 'Bad request';
  return new RazorpayError(status, errorBody(description));
}

/**
 * Fault rules for `/v1/*` and `/sandbox/pay` (`sandbox.faults`, or `/sandbox/faults`). The
 * first rule, in the order added, that matches a request and is not used up applies to it.
 */
export class Faults {
  private readonly rules: FaultRule[] = [];

  /** Adds a rule (checked like `POST /sandbox/faults`) and returns its id. */
  add(rule: FaultRuleInput): string {
    const checked = readFaultRule(rule);
    const id = checked.id ?? newId('flt');
    if (this.rules.some((r) => r.id === id)) throw bad('id', `${id} is already used.`);
    this.rules.push({ ...checked, id, hits: 0 });
    return id;
  }

  /** Removes one rule; false when there was none with that id. */
  remove(id: string): boolean {
    const index = this.rules.findIndex((r) => r.id === id);
    if (index < 0) return false;
    this.rules.splice(index, 1);
    return true;
  }

  /** Removes every rule. */
  clear(): void {
    this.rules.length = 0;
  }

  /** Copies of the rules, in the order they apply; used-up ones included. */
  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** One rule by id (a copy). */
  get(id: string): FaultRule | undefined {
    const rule = this.rules.find((r) => r.id === id);
    return rule && { ...rule };
  }

  /** The rule that hits this request, counted as used once; undefined when none does. */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find(
      (r) =>
        path.startsWith(r.path) &&
        (r.method === undefined || r.method === method.toUpperCase()) &&
        (r.times === undefined || r.hits < r.times),
    );
    if (!rule) return undefined;
    rule.hits += 1;
    return { ...rule };
  }
}
