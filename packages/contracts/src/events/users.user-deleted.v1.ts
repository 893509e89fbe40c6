import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/** A user account was deleted; its tokens stop working at once. */
export interface UserDeletedV1 {
  userId: string;
}

export const UserDeletedV1 = defineEvent<UserDeletedV1>()(
  'shop.users.user-deleted.v1',
  (v): v is UserDeletedV1 => hasFields(v, { userId: 'string' }),
);
