import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hex HMAC-SHA256 of `data` keyed with `secret`. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * A signature header value as Meta (`X-Hub-Signature-256`) and the SMS sandbox send it:
 * `sha256=` and the hex HMAC-SHA256 of the exact raw body, keyed with `secret`.
 */
export function signSha256Header(secret: string, rawBody: string | Buffer): string {
  return `sha256=${hmacSha256Hex(secret, rawBody)}`;
}

/**
 * Whether `header` (`sha256=<hex>`, the first one if repeated) signs `rawBody` with `secret`.
 * Compares in constant time; false for a missing or malformed header. Verify over the bytes
 * received, before any JSON parsing: a re-serialised body does not match.
 */
export function verifySha256Header(
  secret: string,
  rawBody: string | Buffer,
  header: string | string[] | undefined,
): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(value)) return false;
  const expected = Buffer.from(hmacSha256Hex(secret, rawBody), 'hex');
  const given = Buffer.from(value.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
