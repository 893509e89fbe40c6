import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';
import type { PublicUser } from '../users.js';

/** A user account was created (sign-up, Google or phone sign-in, or by an admin). */
export interface UserRegisteredV1 {
  user: PublicUser;
  via: 'password' | 'google' | 'admin' | 'phone';
}

export const UserRegisteredV1 = defineEvent<UserRegisteredV1>()(
  'shop.users.user-registered.v1',
  (v): v is UserRegisteredV1 =>
    hasFields(v, { user: (u) => hasFields(u, { _id: 'string' }), via: 'string' }),
);
