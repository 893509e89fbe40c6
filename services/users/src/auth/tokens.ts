import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type AccessClaims,
  type Role,
} from '@arogya/contracts';
import { ConfigError, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { USERS_CONFIG, type UsersEnv } from '../config.js';

/**
 * Signs the shop's access tokens (EdDSA, Ed25519) and publishes the public key as a JWKS, so
 * that the gateway verifies tokens without holding any secret.
 */
@Injectable()
export class TokenService implements OnModuleInit {
  private key!: KeyObject;
  private publicJwk!: JWK;

  constructor(
    @Inject(USERS_CONFIG) private readonly config: UsersEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async onModuleInit() {
    if (this.config.AUTH_PRIVATE_KEY) {
      try {
        this.key = createPrivateKey(this.config.AUTH_PRIVATE_KEY);
      } catch {
        throw new ConfigError(
          'Invalid configuration:\n  - AUTH_PRIVATE_KEY: not a PEM private key',
        );
      }
      if (this.key.asymmetricKeyType !== 'ed25519') {
        throw new ConfigError(
          'Invalid configuration:\n  - AUTH_PRIVATE_KEY: must be an Ed25519 key',
        );
      }
    } else if (this.config.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration:\n  - AUTH_PRIVATE_KEY: required in production');
    } else {
      this.key = generateKeyPairSync('ed25519').privateKey;
      this.log.warn('AUTH_PRIVATE_KEY is not set: signing with a key made for this process only');
    }
    const jwk = await exportJWK(createPublicKey(this.key));
    this.publicJwk = {
      ...jwk,
      kid: await calculateJwkThumbprint(jwk),
      alg: TOKEN_ALGORITHM,
      use: 'sig',
    };
  }

  /** An access token for the user; authorisation re-checks the role on every request. */
  sign(user: { id: string; role: Role; tokenVersion: number }): Promise<string> {
    const claims: AccessClaims = { role: user.role, ver: user.tokenVersion };
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: this.publicJwk.kid!, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.AUTH_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }
}
