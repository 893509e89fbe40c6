import { ROLES, type Role } from '@arogya/contracts';

const ROLE_NAMES: Record<Role, string> = { customer: 'Customer', admin: 'Admin' };

/** The roles of SPEC §6 (from @arogya/contracts), shown as Customer/Admin. */
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_NAMES[id] }));

/** A new user defaults to customer (SPEC §6). */
export const DEFAULT_ROLE: Role = 'customer';
