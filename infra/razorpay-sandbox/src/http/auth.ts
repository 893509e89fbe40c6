import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RazorpayError } from '../errors.js';

// Hashing both sides first makes the comparison constant-time whatever the lengths.
function same(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * `onRequest` hook for `/v1`: HTTP Basic auth with key id and secret, as the SDK sends it.
 * Anything else gets Razorpay's exact 401 answer. A key id listed in `revokedKeyIds()` (a
 * rotated key) answers 401 `The api key provided is invalid`, whatever the secret.
 */
export function basicAuth(
  keyId: string,
  keySecret: string,
  revokedKeyIds: () => readonly string[] = () => [],
) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
    const decoded = match ? Buffer.from(match[1] as string, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const id = colon < 0 ? '' : decoded.slice(0, colon);
    const secret = colon < 0 ? '' : decoded.slice(colon + 1);
    // Both checks always run so a wrong id and a wrong secret take the same time.
    const idOk = same(id, keyId);
    const secretOk = same(secret, keySecret);
    if (id !== '' && revokedKeyIds().includes(id)) throw RazorpayError.invalidApiKey();
    if (!(idOk && secretOk)) throw RazorpayError.authentication();
  };
}

/**
 * Checkout authenticates with the public key id only, like Razorpay's browser calls; a revoked
 * key id answers 401 `The api key provided is invalid`.
 */
export function checkKeyId(
  key: unknown,
  keyId: string,
  revokedKeyIds: readonly string[] = [],
): void {
  if (typeof key === 'string' && revokedKeyIds.includes(key)) throw RazorpayError.invalidApiKey();
  if (typeof key !== 'string' || !same(key, keyId)) throw RazorpayError.authentication();
}
