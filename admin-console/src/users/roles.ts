import { ROLES, type Role } from '@arogya/contracts';
import type { MessageKey } from '../i18n';

const ROLE_NAMES = {
  customer: 'users.role.customer',
  admin: 'users.role.admin',
} as const satisfies Record<Role, MessageKey>;

/** The roles of SPEC §6 (from @arogya/contracts), shown as Customer/Admin (keys, translated). */
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_NAMES[id] }));

/** A new user defaults to customer (SPEC §6). */
export const DEFAULT_ROLE: Role = 'customer';
