import { RazorpayError } from './errors.js';

/** Which events a webhook fault hits: these event names, or each event with this probability. */
export type EventSelector = string[] | number;

/** How webhook delivery misbehaves (all off by default). */
export interface WebhookSettings {
  /** Events never delivered at all (listed with `dropped: true` and no attempts). */
  drop: EventSelector;
  /** Events delivered twice, same id and body. */
  duplicate: EventSelector;
  /** Sends the events of one action (a payment, a capture…) in reverse order. */
  reorder: boolean;
  /** Waits before attempts 2, 3…; read when a delivery starts. */
  retryDelaysMs: number[];
}

/**
 * The sandbox's runtime knobs, switchable while it runs (`sandbox.settings`, or
 * `GET`/`PATCH /sandbox/settings`), so tests can give Razorpay a bad day.
 */
export interface SandboxSettings {
  /** The account's capture setting, for orders without a `payment.capture` of their own. */
  captureMode: 'automatic' | 'manual';
  /** How long a `late` payment stays failed before it turns authorized. */
  lateAuthorizationMs: number;
  /** What a refund becomes after `refundDelayMs` (read when the refund is created). */
  refundOutcome: 'processed' | 'failed';
  /** How long a refund stays `pending`. */
  refundDelayMs: number;
  /** Added to the sandbox's "now" (created_at, capture windows), to make minutes pass. */
  clockOffsetMs: number;
  webhooks: WebhookSettings;
}

/** Razorpay's behaviour on a good day, with a retry schedule fast enough for tests. */
export function defaultSettings(): SandboxSettings {
  return {
    captureMode: 'automatic',
    lateAuthorizationMs: 1000,
    refundOutcome: 'processed',
    refundDelayMs: 100,
    clockOffsetMs: 0,
    webhooks: {
      drop: [],
      duplicate: [],
      reorder: false,
      retryDelaysMs: [250, 500, 1000, 2000, 4000, 8000, 16000],
    },
  };
}

/** Puts every setting back to its default, keeping the same object (`sandbox.settings`). */
export function resetSettings(settings: SandboxSettings): void {
  Object.assign(settings, defaultSettings());
}

const bad = (field: string, description: string) =>
  RazorpayError.badRequest(`${field} ${description}`, field);

function object(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bad(field, 'must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw bad(field, `must be one of ${allowed.join(', ')}.`);
  return value as T;
}

function milliseconds(value: unknown, field: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw bad(field, `must be an integer${min === 0 ? ' ≥ 0' : ''} (milliseconds).`);
  }
  return value;
}

function selector(value: unknown, field: string): EventSelector {
  if (typeof value === 'number' && value >= 0 && value <= 1) return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' && v !== '')) {
    return [...(value as string[])];
  }
  throw bad(field, 'must be a list of event names or a probability from 0 to 1.');
}

function checkKeys(fields: Record<string, unknown>, known: object, prefix: string): void {
  for (const key of Object.keys(fields)) {
    if (!(key in known)) throw bad(`${prefix}${key}`, 'is not a setting.');
  }
}

function webhookPatch(value: unknown): Partial<WebhookSettings> {
  const fields = object(value, 'webhooks');
  checkKeys(fields, defaultSettings().webhooks, 'webhooks.');
  const patch: Partial<WebhookSettings> = {};
  if (fields.drop !== undefined) patch.drop = selector(fields.drop, 'webhooks.drop');
  if (fields.duplicate !== undefined) {
    patch.duplicate = selector(fields.duplicate, 'webhooks.duplicate');
  }
  if (fields.reorder !== undefined) {
    if (typeof fields.reorder !== 'boolean') throw bad('webhooks.reorder', 'must be a boolean.');
    patch.reorder = fields.reorder;
  }
  if (fields.retryDelaysMs !== undefined) {
    const delays = fields.retryDelaysMs;
    if (!Array.isArray(delays) || delays.length > 50) {
      throw bad('webhooks.retryDelaysMs', 'must be a list of at most 50 delays.');
    }
    patch.retryDelaysMs = delays.map((d) => milliseconds(d, 'webhooks.retryDelaysMs'));
  }
  return patch;
}

/**
 * Merges a partial settings object (`PATCH /sandbox/settings`) into `settings`. Everything is
 * checked first, so a refused patch changes nothing; unknown fields are refused too.
 */
export function patchSettings(settings: SandboxSettings, body: unknown): SandboxSettings {
  const fields = object(body ?? {}, 'settings');
  checkKeys(fields, settings, '');
  const patch: Partial<Omit<SandboxSettings, 'webhooks'>> = {};
  if (fields.captureMode !== undefined) {
    patch.captureMode = oneOf(fields.captureMode, 'captureMode', ['automatic', 'manual'] as const);
  }
  if (fields.refundOutcome !== undefined) {
    patch.refundOutcome = oneOf(fields.refundOutcome, 'refundOutcome', [
      'processed',
      'failed',
    ] as const);
  }
  for (const key of ['lateAuthorizationMs', 'refundDelayMs'] as const) {
    if (fields[key] !== undefined) patch[key] = milliseconds(fields[key], key);
  }
  if (fields.clockOffsetMs !== undefined) {
    patch.clockOffsetMs = milliseconds(fields.clockOffsetMs, 'clockOffsetMs', -Infinity);
  }
  const webhooks = fields.webhooks === undefined ? {} : webhookPatch(fields.webhooks);
  Object.assign(settings, patch);
  settings.webhooks = { ...settings.webhooks, ...webhooks };
  return settings;
}

/** Whether an event is picked by a selector (by name, or by chance). */
export function selects(selector: EventSelector, event: string): boolean {
  return typeof selector === 'number' ? Math.random() < selector : selector.includes(event);
}
