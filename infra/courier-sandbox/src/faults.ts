import {
  FaultRules,
  integerField,
  isRecord,
  textField,
  type StoredFault,
} from '@arogya/sandbox-kit';
import { ShiprocketError } from './errors.js';

/**
 * What a fault does to a matching API request: `status` answers `status` in Shiprocket's error
 * shape without doing anything; `latency` waits `latencyMs` and then handles the request;
 * `timeout` holds the request `latencyMs` (default 30 s) and then cuts the connection without
 * an answer (the client's time-out fires first); `reset` cuts the connection at once.
 */
export type ApiFaultKind = 'status' | 'latency' | 'timeout' | 'reset';

/** A fault for the next API requests (`/v1/external/*`), as `POST /sandbox/faults` takes it. */
export interface ApiFaultInput {
  kind: ApiFaultKind;
  /** HTTP method to match (any case); absent: every method. */
  method?: string;
  /** Prefix of the URL path (`/v1/external/courier/assign/awb`); absent: every API path. */
  path?: string;
  /** For `status`: 400 to 599 (429 "Too Many Attempts.", 500…). */
  status?: number;
  /** For `status`: the answer's `message` (default: the status's usual one). */
  message?: string;
  /** For `latency` (required) and `timeout` (default 30000), milliseconds, at most 120000. */
  latencyMs?: number;
  /** How many matching requests it affects; absent: every one until the faults are cleared. */
  count?: number;
}

/**
 * A fault of the tracking webhooks: the next `count` webhooks (every one, without a count)
 * are `drop`ped (recorded `dropped`, never sent; `POST /sandbox/webhooks/:id/replay` sends them
 * later) or `duplicate`d (sent twice, same body).
 */
export interface WebhookFaultInput {
  kind: 'drop-webhooks' | 'duplicate-webhooks';
  count?: number;
}

/** The whole API down: every request answers `status` (503) until `until`. */
export interface Outage {
  status: number;
  /** Epoch milliseconds. */
  until: number;
}

export type ApiFault = StoredFault<ApiFaultInput>;
export type WebhookFault = StoredFault<WebhookFaultInput>;

/** What `GET /sandbox/faults` shows. */
export interface FaultList {
  faults: ApiFault[];
  webhooks: WebhookFault[];
  /** The outage in progress, if any (`until` as ISO 8601). */
  down: { status: number; until: string } | null;
}

const API_KINDS: readonly ApiFaultKind[] = ['status', 'latency', 'timeout', 'reset'];

/** The usual message of a fault status. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  429: 'Too Many Attempts.',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const invalid = (field: string) => (message: string) =>
  ShiprocketError.validation({ [field]: [message] });
const integer = (fields: Record<string, unknown>, name: string, min: number, max: number) =>
  integerField(fields, name, min, max, invalid(name));

/** Checks an API fault (422 with the offending field). */
function readApiFault(body: Record<string, unknown>, kind: ApiFaultKind): ApiFaultInput {
  const fault: ApiFaultInput = { kind };
  const method = textField(body, 'method', invalid('method'));
  if (method !== undefined) {
    if (!/^[A-Za-z]+$/.test(method)) throw invalid('method')('method must be an HTTP method');
    fault.method = method.toUpperCase();
  }
  const path = textField(body, 'path', invalid('path'));
  if (path !== undefined) {
    if (!path.startsWith('/')) throw invalid('path')('path must start with /');
    fault.path = path;
  }
  const status = integer(body, 'status', 400, 599);
  const latencyMs = integer(body, 'latencyMs', 0, 120_000);
  const count = integer(body, 'count', 1, Number.MAX_SAFE_INTEGER);
  const message = textField(body, 'message', invalid('message'));
  if (kind === 'status') {
    if (status === undefined) throw invalid('status')('status is required for a status fault');
    fault.status = status;
    if (message !== undefined) fault.message = message;
  }
  if (kind === 'latency') {
    if (latencyMs === undefined) {
      throw invalid('latencyMs')('latencyMs is required for a latency fault');
    }
    fault.latencyMs = latencyMs;
  }
  if (kind === 'timeout' && latencyMs !== undefined) fault.latencyMs = latencyMs;
  if (count !== undefined) fault.count = count;
  return fault;
}

/** Whether a rule's method and path take in this request. */
function matches(fault: ApiFaultInput, method: string, path: string): boolean {
  return (
    (fault.method === undefined || fault.method === method.toUpperCase()) &&
    (fault.path === undefined || path.startsWith(fault.path))
  );
}

/**
 * Faults on demand (`sandbox.faults`, `/sandbox/faults`): errors, latency, time-outs and cut
 * connections for chosen API routes, the whole API down for a while, and webhooks dropped or
 * duplicated.
 */
export class Faults {
  /** API rules grouped by what they match (`METHOD path`), groups in the order first added. */
  private readonly api = new Map<string, FaultRules<ApiFaultInput>>();
  private readonly webhookRules = new FaultRules<WebhookFaultInput>();
  private outage: Outage | null = null;

  /**
   * Adds a fault, checked like `POST /sandbox/faults` (422 with the offending field), and
   * answers it: `{ kind: "down", seconds, status? }` takes the API down, `drop-webhooks` /
   * `duplicate-webhooks` change the next webhooks, anything else is an API fault.
   */
  add(body: unknown): ApiFault | WebhookFault | { kind: 'down'; status: number; until: string } {
    if (!isRecord(body)) throw invalid('fault')('the fault must be a JSON object');
    const kind = body.kind;
    if (kind === 'down') {
      const seconds = body.seconds;
      if (typeof seconds !== 'number' || !(seconds > 0) || seconds > 3600) {
        throw invalid('seconds')('seconds must be a number above 0, at most 3600');
      }
      const status = integer(body, 'status', 500, 599) ?? 503;
      this.outage = { status, until: Date.now() + seconds * 1000 };
      return { kind, status, until: new Date(this.outage.until).toISOString() };
    }
    if (kind === 'drop-webhooks' || kind === 'duplicate-webhooks') {
      const count = integer(body, 'count', 1, Number.MAX_SAFE_INTEGER);
      return this.webhookRules.add(count === undefined ? { kind } : { kind, count });
    }
    if (!API_KINDS.includes(kind as ApiFaultKind)) {
      throw invalid('kind')(
        `kind must be one of ${[...API_KINDS, 'down', 'drop-webhooks', 'duplicate-webhooks'].join(', ')}`,
      );
    }
    const fault = readApiFault(body, kind as ApiFaultKind);
    const key = `${fault.method ?? '*'} ${fault.path ?? ''}`;
    let rules = this.api.get(key);
    if (!rules) {
      rules = new FaultRules<ApiFaultInput>();
      this.api.set(key, rules);
    }
    return rules.add(fault);
  }

  /** The fault that hits this API request, counted as used once; undefined when none does. */
  take(method: string, path: string): ApiFault | undefined {
    for (const rules of this.api.values()) {
      const [first] = rules.list();
      if (!first || !matches(first, method, path)) continue;
      const fault = rules.take();
      if (fault) return fault;
    }
    return undefined;
  }

  /** The outage in progress, if any. */
  down(now = Date.now()): Outage | undefined {
    if (this.outage && now >= this.outage.until) this.outage = null;
    return this.outage ?? undefined;
  }

  /** The webhook fault that hits the next webhook, counted as used once. */
  takeWebhook(): WebhookFault | undefined {
    return this.webhookRules.take();
  }

  /** Removes every fault and ends an outage. */
  clear(): void {
    this.api.clear();
    this.webhookRules.clear();
    this.outage = null;
  }

  /** The faults (used-up ones included) and the outage. */
  list(): FaultList {
    const outage = this.down();
    return {
      faults: [...this.api.values()].flatMap((rules) => rules.list()),
      webhooks: this.webhookRules.list(),
      down: outage ? { status: outage.status, until: new Date(outage.until).toISOString() } : null,
    };
  }
}
