import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createServer } from 'node:http';

/** The OAuth client id the tests' shops take Google ID tokens for. */
export const GOOGLE_CLIENT_ID = 'arogya-test.apps.googleusercontent.com';

/**
 * A stand-in for Google's key endpoint serving a key of the test's own: `token(claims)` signs
 * ID tokens as Google would (`email_verified` true unless the claims say otherwise), and `env`
 * is what the users service needs to take them.
 */
export async function startGoogleKeys() {
  const pair = await generateKeyPair('RS256');
  const jwk = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'test-google-key',
    alg: 'RS256',
    use: 'sig',
  };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    token(claims: Record<string, unknown>, opts: { key?: CryptoKey; exp?: number } = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-google-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience((claims.aud as string) ?? GOOGLE_CLIENT_ID)
        .setIssuedAt(now - 60)
        .setExpirationTime(opts.exp ?? now + 3600)
        .sign(opts.key ?? pair.privateKey);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type GoogleKeys = Awaited<ReturnType<typeof startGoogleKeys>>;
