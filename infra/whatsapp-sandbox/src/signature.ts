import { signSha256Header, verifySha256Header } from '@arogya/sandbox-kit';

/**
 * The `X-Hub-Signature-256` value Meta sends with a webhook: `sha256=` and the hex HMAC-SHA256
 * of the exact raw body, keyed with the app secret.
 */
export function signWhatsAppPayload(secret: string, rawBody: string | Buffer): string {
  return signSha256Header(secret, rawBody);
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
  return verifySha256Header(secret, rawBody, header);
}
