import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * Every token a user held before stopped working (their token version was raised): the
 * password was reset or changed, Google sign-in was linked, or the account is being erased.
 */
export interface UserSessionsRevokedV1 {
  userId: string;
  reason: 'password-reset' | 'password-changed' | 'google-linked' | 'erasure';
}

export const UserSessionsRevokedV1 = defineEvent<UserSessionsRevokedV1>()(
  'shop.users.sessions-revoked.v1',
  (v): v is UserSessionsRevokedV1 => hasFields(v, { userId: 'string', reason: 'string' }),
);
