import { randomBytes, randomUUID } from 'node:crypto';

/** A request id as MSG91 answers it: 24 hexadecimal characters (`5e1e93cad6fc054d8e759a5b`). */
export function newRequestId(): string {
  return randomBytes(12).toString('hex');
}

/** A sandbox-only id (messages, webhook deliveries, faults): `prefix_` and 16 hex digits. */
export function newLocalId(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
