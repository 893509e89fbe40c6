import { hmacSha256Hex, newLocalId } from '@arogya/sandbox-kit';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** What checking a bearer token came to. */
export type TokenCheck = 'valid' | 'invalid' | 'expired';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The login tokens: JWTs (HS256) like Shiprocket's, signed with a key made at start (so a
 * restarted sandbox forgets every token, and a shop must log in again), valid `ttlMs`, ended
 * early by `revoke` (`POST /v1/external/auth/logout`).
 */
export class Tokens {
  private readonly key = randomBytes(32).toString('hex');
  private readonly revoked = new Set<string>();

  constructor(
    private readonly ttlMs: number,
    /** The `iss` claim: the login URL. */
    private readonly issuer: () => string,
  ) {}

  /** A new token for the API user `userId`. */
  issue(userId: number, now = Date.now()): string {
    const header = b64url({ typ: 'JWT', alg: 'HS256' });
    const payload = b64url({
      iss: this.issuer(),
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + this.ttlMs) / 1000),
      nbf: Math.floor(now / 1000),
      jti: newLocalId('jti'),
      sub: userId,
      source: 'sr-auth-int',
    });
    return `${header}.${payload}.${this.sign(`${header}.${payload}`)}`;
  }

  /** Whether `token` is one of ours, untampered, not expired and not logged out. */
  check(token: string, now = Date.now()): TokenCheck {
    const claims = this.claims(token);
    if (!claims) return 'invalid';
    if (typeof claims.jti === 'string' && this.revoked.has(claims.jti)) return 'expired';
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? 'valid' : 'expired';
  }

  /** Ends a token before its time (logout); false when it is not a valid token. */
  revoke(token: string): boolean {
    const claims = this.claims(token);
    if (!claims || typeof claims.jti !== 'string') return false;
    this.revoked.add(claims.jti);
    return true;
  }

  private sign(data: string): string {
    return Buffer.from(hmacSha256Hex(this.key, data), 'hex').toString('base64url');
  }

  /** The payload of a token whose signature is ours; undefined for anything else. */
  private claims(token: string): Record<string, unknown> | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return typeof claims === 'object' && claims !== null
        ? (claims as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
}
