import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@arogya/contracts';
import { SignJWT, calculateJwkThumbprint, exportJWK } from 'jose';
import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** The users service's signing key, made by the test so that it can forge tokens. */
export function makeSigningKey(): { pem: string; key: KeyObject } {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), key: privateKey };
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Tokens that must all be refused with 401. */
export async function forgedTokens(
  realKey: KeyObject,
  userId: string,
): Promise<Record<string, string>> {
  const kid = await calculateJwkThumbprint(await exportJWK(createPublicKey(realKey)));
  const claims = { role: 'admin', ver: 0 };
  const base = () =>
    new SignJWT(claims)
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt();
  const otherKey = generateKeyPairSync('ed25519').privateKey;
  const now = Math.floor(Date.now() / 1000);
  const publicPem = createPublicKey(realKey).export({ format: 'pem', type: 'spki' }).toString();
  return {
    'bad signature': await base()
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setExpirationTime('1h')
      .sign(otherKey),
    expired: await base()
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(realKey),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: userId, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: now + 3600 })}.`,
    'HS256 with the public key': await base()
      .setProtectedHeader({ alg: 'HS256', kid })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(publicPem)),
    'wrong audience': await new SignJWT(claims)
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience('someone-else')
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setExpirationTime('1h')
      .sign(realKey),
    garbage: 'not-a-token',
  };
}

/** A genuine token for `userId` (token version `ver`) that expires at `exp` (Unix seconds). */
export async function tokenExpiringAt(
  realKey: KeyObject,
  userId: string,
  ver: number,
  exp: number,
): Promise<string> {
  const kid = await calculateJwkThumbprint(await exportJWK(createPublicKey(realKey)));
  return new SignJWT({ role: 'customer', ver })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setExpirationTime(exp)
    .sign(realKey);
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts `bytes` as the multipart field `field` named `filename`. */
export async function uploadFile(
  url: string,
  token: string | undefined,
  bytes: Buffer,
  filename: string,
  field = 'image',
) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
