import { intVar, loadConfig, optionalVar } from '@arogya/platform';
import { z } from 'zod';

/** Users-service variables (documented in the README). */
export const usersEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PKCS#8 PEM of the Ed25519 key that signs access tokens. Required in production. */
  AUTH_PRIVATE_KEY: optionalVar(z.string()),
  AUTH_TOKEN_TTL_SECONDS: intVar(7 * 24 * 3600, 60, 90 * 24 * 3600),
  /** OAuth client id of the shop's Google sign-in; without it google-login answers 503. */
  GOOGLE_CLIENT_ID: optionalVar(z.string()),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** With ADMIN_EMAIL, the first admin is created when the shop has none. */
  ADMIN_EMAIL: optionalVar(z.string().email()),
  /** The first admin's password; generated and printed once when missing. */
  ADMIN_PASSWORD: optionalVar(z.string().min(8)),
  ADMIN_NAME: z.string().default('Arogya Admin'),
});
export type UsersEnv = z.infer<typeof usersEnvSchema>;

export const USERS_CONFIG = Symbol('USERS_CONFIG');
export const loadUsersConfig = () => loadConfig(usersEnvSchema);
