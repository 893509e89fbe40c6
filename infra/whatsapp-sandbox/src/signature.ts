import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-Hub-Signature-256` value Meta sends with a webhook: `sha256=` and the hex HMAC-SHA256
 * of the exact raw body, keyed with the app secret.
 */
export function signWhatsAppPayload(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/**
 * Whether `header` (the `X-Hub-Signature-256` of a request) signs `rawBody` with `secret`.
 * Compares in constant time; false for a missing or malformed header. Verify over the bytes
 * received, before any JSON parsing: a re-serialised body does not match.
 */
export function verifyWhatsAppSignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | string[] | undefined,
): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(value)) return false;
  const expected = Buffer.from(signWhatsAppPayload(secret, rawBody).slice(7), 'hex');
  const given = Buffer.from(value.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
