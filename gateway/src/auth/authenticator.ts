import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  UsersCalls,
  type Caller,
} from '@arogya/contracts';
import { RpcClient, ShopError } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { AuthStateCache } from './auth-state.cache.js';

/** Who is calling, as this gateway established it for the request. */
export type { Caller };

export const SIGN_IN = 'Please sign in to continue';
const SESSION_ENDED = 'Your session is invalid or has expired, please sign in again';
const unauthorized = (message: string) => new ShopError(401, message);

/** Refetches the users JWKS at most this often when a token names an unknown key. */
const JWKS_REFRESH_MS = 10_000;
/**
 * A token whose signature and claims were verified is trusted this long without verifying it
 * again (never past its own expiry): an EdDSA verification is the gateway's dearest step on a
 * signed-in request. Revocation does not wait for it: `ver` and the role are checked each time.
 */
const VERIFIED_TTL_MS = 60_000;

/**
 * Verifies bearer tokens with the users service's public keys (EdDSA only: `alg: none`,
 * HMAC and other algorithms are refused) and then asks, through a cache in which each users
 * event drops its user's entry, for the caller's current role: the token's own role claim is
 * never trusted.
 */
@Injectable()
export class Authenticator {
  private keys: Promise<JWTVerifyGetKey> | undefined;
  private keysFetchedAt = 0;

  constructor(
    private readonly rpc: RpcClient,
    private readonly states: AuthStateCache,
  ) {}

  /** Tokens verified lately (bounded): what they say, until `VERIFIED_TTL_MS` or their expiry. */
  private readonly verified = new LRUCache<string, { sub: string; ver: number }>({ max: 10_000 });

  private jwks(refresh = false): Promise<JWTVerifyGetKey> {
    if (!this.keys || (refresh && Date.now() - this.keysFetchedAt > JWKS_REFRESH_MS)) {
      this.keysFetchedAt = Date.now();
      this.keys = this.rpc.call(UsersCalls.jwks, {}).then((set) => createLocalJWKSet(set));
      this.keys.catch(() => (this.keys = undefined));
    }
    return this.keys;
  }

  private async verify(token: string): Promise<{ sub: string; ver: number }> {
    const known = this.verified.get(token);
    if (known) return known;
    const claims = await this.verifyAnew(token);
    const ttl = Math.min(VERIFIED_TTL_MS, (claims.exp ?? Infinity) * 1000 - Date.now());
    const said = { sub: claims.sub, ver: claims.ver };
    if (ttl >= 1) this.verified.set(token, said, { ttl: Math.floor(ttl) });
    return said;
  }

  private async verifyAnew(token: string): Promise<{ sub: string; ver: number; exp?: number }> {
    const options = {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALGORITHM],
    };
    try {
      const { payload } = await jwtVerify(token, await this.jwks(), options).catch(async (err) => {
        if ((err as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw err;
        return jwtVerify(token, await this.jwks(true), options); // the users key may have rotated
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
        throw unauthorized(SESSION_ENDED);
      return { sub: payload.sub, ver: payload.ver, exp: payload.exp };
    } catch (err) {
      if (err instanceof ShopError && err.status !== 401) throw err; // users service down: 503
      throw unauthorized(SESSION_ENDED);
    }
  }

  /**
   * The caller named by an `Authorization: Bearer …` header; `null` without a header.
   * Throws 401 for a bad, expired or revoked token or a deleted account.
   */
  async authenticate(header: string | undefined): Promise<Caller | null> {
    if (header === undefined || header === '') return null;
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]*)$/i.exec(header);
    if (!match) throw unauthorized(SESSION_ENDED);
    const { sub, ver } = await this.verify(match[1]!);
    let state;
    try {
      state = await this.states.get(sub, () => this.rpc.call(UsersCalls.authState, { id: sub }));
    } catch (err) {
      if (err instanceof ShopError && (err.status === 404 || err.status === 400))
        throw unauthorized(SESSION_ENDED);
      throw err;
    }
    if (ver < state.tokenVersion) throw unauthorized(SESSION_ENDED);
    return { userId: state._id, name: state.name, role: state.role };
  }
}
