import { badRequest, type AccountMessage, type AccountMessageKind } from '@arogya/contracts';
import { firstNameOf } from '../events/plans.js';
import type { Variables } from '../messages/message.js';
import type { TemplateSpec } from '../templates/catalog.js';

/** How long a link or code works when the request does not say (as the users service sets them). */
export const DEFAULT_MINUTES: Partial<Record<AccountMessageKind, number>> = {
  'verify-email': 24 * 60,
  'password-reset': 30,
  'sign-in-code': 5,
  'phone-code': 5,
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `5` → `5 minutes`, `90` → `1 hour 30 minutes`, `1440` → `24 hours`, `4320` → `3 days`. */
export function durationText(minutes: number): string {
  if (minutes >= 2 * 1440 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return plural(rest, 'minute');
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** What one account message says, and until when its secret may be kept. */
export interface AccountPlan {
  variables: Variables;
  /** null: it holds no secret */
  secretUntil: Date | null;
}

/**
 * The variables of an account message: the first name, what the template's secrets need (and no
 * secret it does not: a code sent with an e-mail kind is not stored), how long they work, and
 * the request's `details`. 400 when a secret the template needs is missing.
 */
export function accountPlan(a: AccountMessage, spec: TemplateSpec, now = Date.now()): AccountPlan {
  const variables: Variables = { firstName: firstNameOf(a.name), details: a.details };
  if (a.email) variables.email = a.email;
  for (const key of spec.secrets ?? []) {
    const value = a[key];
    if (!value) throw badRequest(`${a.kind} needs a ${key}`);
    if (key === 'link' && !/^https?:\/\/\S+$/.test(value))
      throw badRequest('link must be an http(s) address');
    variables[key] = value;
  }
  const minutes = a.expiresMinutes ?? DEFAULT_MINUTES[a.kind] ?? null;
  if (minutes) {
    variables.validFor = durationText(minutes);
    variables.validMinutes = minutes; // said again in the recipient's language (`localize.ts`)
  }
  const secretUntil = spec.secrets?.length ? new Date(now + (minutes ?? 24 * 60) * 60_000) : null;
  return { variables, secretUntil };
}
