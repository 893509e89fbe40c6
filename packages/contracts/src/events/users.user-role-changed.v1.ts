import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';
import type { Role } from '../users.js';

/** An admin changed a user's role; authorisation follows at once. */
export interface UserRoleChangedV1 {
  userId: string;
  role: Role;
  previousRole: Role;
}

export const UserRoleChangedV1 = defineEvent<UserRoleChangedV1>()(
  'shop.users.user-role-changed.v1',
  (v): v is UserRoleChangedV1 => hasFields(v, { userId: 'string', role: 'string' }),
);
