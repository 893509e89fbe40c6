import { intVar, loadConfig } from '@arogya/platform';
import { z } from 'zod';

/** Users-service variables (documented in the README). */
export const usersEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PKCS#8 PEM of the Ed25519 key that signs access tokens. Required in production. */
  AUTH_PRIVATE_KEY: z.string().optional(),
  AUTH_TOKEN_TTL_SECONDS: intVar(7 * 24 * 3600, 60, 90 * 24 * 3600),
  /** OAuth client id of the shop's Google sign-in; without it google-login answers 503. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** With ADMIN_EMAIL, the first admin is created when the shop has none. */
  ADMIN_EMAIL: z.string().email().optional(),
  /** The first admin's password; generated and printed once when missing. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().default('Arogya Admin'),
});
export type UsersEnv = z.infer<typeof usersEnvSchema>;

export const USERS_CONFIG = Symbol('USERS_CONFIG');
export const loadUsersConfig = () => loadConfig(usersEnvSchema);
