import { randomBytes } from 'node:crypto';

/** A request id as MSG91 answers it: 24 hexadecimal characters (`5e1e93cad6fc054d8e759a5b`). */
export function newRequestId(): string {
  return randomBytes(12).toString('hex');
}
