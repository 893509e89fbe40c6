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
  /**
   * After this many failed delivery attempts in a row (any event; a 2xx resets the count) the
   * webhook endpoint is disabled, as Razorpay disables a webhook that keeps failing; null: never.
   */
  disableAfterFailures: number | null;
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
  /**
   * A refund call for a payment that has a `pending` refund answers `409` (idempotent replays
   * still answer their refund).
   */
  refundConflictWhilePending: boolean;
  /**
   * The same `X-Refund-Idempotency` key for the same payment with a different body (amount,
   * speed, receipt or notes) answers `400`, as on Razorpay, instead of replaying the first
   * refund.
   */
  refundIdempotencyConflicts: boolean;
  /**
   * The account balance refunds are paid from, in paise: a refund larger answers `400`
   * (insufficient balance); each refund takes its amount (a failed one gives it back), each
   * dispute its amount when opened (given back when won or closed). null: unlimited, untracked.
   */
  refundBalancePaise: number | null;
  /** `/sandbox/pay` refuses (`400`) an order that has a payment still `authorized`. */
  refuseWhileAuthorized: boolean;
  /**
   * How long after its `created_at` an authorized payment is auto-refunded when not captured,
   * unless its order gave a `manual_expiry_period`; null: never. Razorpay's: 3 days.
   */
  authorizationLapseMs: number | null;
  /** Orders above this amount (paise) answer `400`; null: no limit. */
  maxAmountPaise: number | null;
  /** Key ids no longer valid (a rotated key): calls with them answer `401`. */
  revokedKeyIds: string[];
  webhooks: WebhookSettings;
}

/** Razorpay auto-refunds authorized payments not captured within 3 days of creation. */
export const DEFAULT_AUTHORIZATION_LAPSE_MS = 3 * 24 * 3600_000;

/** Razorpay's behaviour on a good day, with a retry schedule fast enough for tests. */
export function defaultSettings(): SandboxSettings {
  return {
    captureMode: 'automatic',
    lateAuthorizationMs: 1000,
    refundOutcome: 'processed',
    refundDelayMs: 100,
    clockOffsetMs: 0,
    refundConflictWhilePending: false,
    refundIdempotencyConflicts: false,
    refundBalancePaise: null,
    refuseWhileAuthorized: false,
    authorizationLapseMs: DEFAULT_AUTHORIZATION_LAPSE_MS,
    maxAmountPaise: null,
    revokedKeyIds: [],
    webhooks: {
      drop: [],
      duplicate: [],
      reorder: false,
      retryDelaysMs: [250, 500, 1000, 2000, 4000, 8000, 16000],
      disableAfterFailures: null,
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

/** An integer from `min` to `max`, or null when `nullable`. */
function integer(
  value: unknown,
  field: string,
  { min, max = Number.MAX_SAFE_INTEGER, nullable = false, unit = '' }: IntegerRule,
): number | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    const range =
      max !== Number.MAX_SAFE_INTEGER
        ? ` from ${min} to ${max}`
        : min === Number.MIN_SAFE_INTEGER
          ? ''
          : ` ≥ ${min}`;
    throw bad(field, `must be an integer${range}${unit}${nullable ? ', or null' : ''}.`);
  }
  return value;
}

interface IntegerRule {
  min: number;
  max?: number;
  nullable?: boolean;
  unit?: string;
}

function boolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw bad(field, 'must be a boolean.');
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
  if (fields.disableAfterFailures !== undefined) {
    patch.disableAfterFailures = integer(
      fields.disableAfterFailures,
      'webhooks.disableAfterFailures',
      { min: 1, max: 1000, nullable: true, unit: ' (failed attempts)' },
    );
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
  for (const key of [
    'refundConflictWhilePending',
    'refundIdempotencyConflicts',
    'refuseWhileAuthorized',
  ] as const) {
    if (fields[key] !== undefined) patch[key] = boolean(fields[key], key);
  }
  if (fields.refundBalancePaise !== undefined) {
    patch.refundBalancePaise = integer(fields.refundBalancePaise, 'refundBalancePaise', {
      min: Number.MIN_SAFE_INTEGER,
      nullable: true,
      unit: ' (paise)',
    });
  }
  if (fields.authorizationLapseMs !== undefined) {
    patch.authorizationLapseMs = integer(fields.authorizationLapseMs, 'authorizationLapseMs', {
      min: 0,
      nullable: true,
      unit: ' (milliseconds)',
    });
  }
  if (fields.maxAmountPaise !== undefined) {
    patch.maxAmountPaise = integer(fields.maxAmountPaise, 'maxAmountPaise', {
      min: 100,
      nullable: true,
      unit: ' (paise)',
    });
  }
  if (fields.revokedKeyIds !== undefined) {
    const ids = fields.revokedKeyIds;
    if (
      !Array.isArray(ids) ||
      ids.length > 100 ||
      !ids.every((id) => typeof id === 'string' && id !== '')
    ) {
      throw bad('revokedKeyIds', 'must be a list of at most 100 key ids.');
    }
    patch.revokedKeyIds = [...(ids as string[])];
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
