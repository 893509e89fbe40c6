import { signSha256Header, verifySha256Header } from '@arogya/sandbox-kit';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-Sandbox-Signature` value on delivery reports: `sha256=` and the hex HMAC-SHA256 of
 * the exact raw body, keyed with `SMS_WEBHOOK_SECRET`. MSG91 signs nothing itself; see the
 * README for what production uses instead.
 */
export function signSmsPayload(secret: string, rawBody: string | Buffer): string {
  return signSha256Header(secret, rawBody);
}

/**
 * Whether `header` (a request's `X-Sandbox-Signature`) signs `rawBody` with `secret`, compared
 * in constant time; false for a missing or malformed header.
 */
export function verifySmsSignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | string[] | undefined,
): boolean {
  return verifySha256Header(secret, rawBody, header);
}

/**
 * Whether `header` (a request's `X-Webhook-Secret`) is the shared secret, compared in constant
 * time: what the shop checks in production, where MSG91 sends it as a custom header.
 */
export function verifySmsWebhookSecret(
  secret: string,
  header: string | string[] | undefined,
): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return false;
  const a = createHmac('sha256', 'compare').update(value).digest();
  const b = createHmac('sha256', 'compare').update(secret).digest();
  return timingSafeEqual(a, b);
}
