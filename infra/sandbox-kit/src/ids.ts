import { randomUUID } from 'node:crypto';

/** A sandbox-only id (webhook deliveries, fault rules, messages): `prefix_` and 16 hex digits. */
export function newLocalId(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
