import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a hex HMAC-SHA256 of `payload` with `signature`. */
export function hmacMatches(payload: string | Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
