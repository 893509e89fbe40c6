import type {
  AdminUserView,
  ConsentRecord,
  ErasureRequestView,
  SignInMethod,
} from '@arogya/contracts';
import type { MessageKey } from '../i18n';

/** A user as `GET /api/admin/users/:id` answers it: the user page's record. */
export type UserPageRecord = AdminUserView & { id: string };

/**
 * Whether `record` is the whole user page's record: the users list's row of the same user
 * (react-admin keeps it as that user's record until the page's own answer arrives) lacks the
 * consents, data requests and sign-in methods.
 */
export const isUserPage = (record: { id: unknown } | undefined): record is UserPageRecord => {
  const r = record as Partial<UserPageRecord> | undefined;
  return (
    Array.isArray(r?.consents) && Array.isArray(r?.dataRequests) && Array.isArray(r?.signInMethods)
  );
};

/** A users-table row (`GET /api/admin/users`). */
export type UserRow = { id: string; name: string; email: string; role: string };

/** '919876543210' → '+91 98765 43210' (a number the server keeps as 91 and 10 digits). */
export const formatPhone = (phone: string): string => {
  const m = /^91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
};

/** How the console names each way of signing in. */
export const SIGN_IN_LABELS = {
  password: 'users.signIn.password',
  google: 'users.signIn.google',
  phone: 'users.signIn.phone',
} as const satisfies Record<SignInMethod, MessageKey>;

/** What each consent is about, in words. */
export const CONSENT_LABELS = {
  terms: 'users.consent.terms',
  privacy: 'users.consent.privacy',
  'marketing-email': 'users.consent.marketing-email',
  whatsapp: 'users.consent.whatsapp',
} as const satisfies Record<ConsentRecord['purpose'], MessageKey>;

/** How a consent was given ('sign-up' → 'Sign-up'); a way not known here is shown as it is. */
export const consentVia = (via: string): string =>
  via ? via.charAt(0).toUpperCase() + via.slice(1) : '—';

/** A data request still open after the date it had to be finished by. */
export const isOverdue = (r: ErasureRequestView, now = Date.now()): boolean =>
  r.state !== 'completed' && Date.parse(r.dueBy) < now;

/** How the console names a data request's state. */
export const REQUEST_STATE_LABELS = {
  requested: 'users.request.requested',
  completed: 'users.request.completed',
} as const satisfies Record<ErasureRequestView['state'], MessageKey>;

/**
 * Why no reset link can be sent to the user (the button is disabled, this its tooltip), or
 * null when one can: an admin never sets a password, the person sets it from the link.
 */
export function resetBlockedBecause(user: UserPageRecord): MessageKey | null {
  if (user.erasedAt) return 'users.reset.erased';
  if (user.dataRequests.some((r) => r.state === 'requested')) return 'users.reset.erasing';
  if (!user.email) return 'users.reset.noEmail';
  return null;
}
