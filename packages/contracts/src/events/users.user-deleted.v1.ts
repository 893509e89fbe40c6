import { defineEvent, isRecord } from '../envelope.js';

/** A user account was deleted; its tokens stop working at once. */
export interface UserDeletedV1 {
  userId: string;
}

export const UserDeletedV1 = defineEvent<UserDeletedV1>()(
  'shop.users.user-deleted.v1',
  (v): v is UserDeletedV1 => isRecord(v) && typeof v.userId === 'string',
);
