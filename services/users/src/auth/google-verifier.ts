import { ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { USERS_CONFIG, type UsersEnv } from '../config.js';

/** What the shop takes from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const failed = (why: string) =>
  new ShopError(401, `Google sign-in failed: ${why}`, { msg: `Google sign-in failed: ${why}` });

/**
 * Verifies Google ID tokens: signature against Google's JWKS (URL from configuration),
 * `aud` = our client id, `iss`, `exp`, and a verified e-mail address.
 */
@Injectable()
export class GoogleVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(@Inject(USERS_CONFIG) private readonly config: UsersEnv) {
    this.keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });
  }

  async verify(credential: string): Promise<GoogleIdentity> {
    const clientId = this.config.GOOGLE_CLIENT_ID;
    // a shop without Google sign-in has no such route to offer: a 404, not an outage (503)
    if (!clientId) throw new ShopError(404, 'Google sign-in is not enabled for this shop');
    if (credential.length > 4096 || !credential.includes('.')) {
      throw new ShopError(400, 'token must be a Google ID token', {
        errors: [{ field: 'token', message: 'token must be a Google ID token' }],
      });
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(credential, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
      }));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JOSE_GENERIC') {
        throw new ShopError(503, 'Google sign-in is unavailable right now, please try again');
      }
      throw failed(code === 'ERR_JWT_EXPIRED' ? 'the token has expired' : 'the token is not valid');
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw failed('the token has no account or e-mail');
    }
    if (payload.email_verified !== true) throw failed('the Google e-mail address is not verified');
    const email = payload.email.toLowerCase();
    const name =
      typeof payload.name === 'string' && payload.name.trim()
        ? payload.name.trim()
        : email.split('@')[0]!;
    return { sub: payload.sub, email, name: name.slice(0, 100) };
  }
}
