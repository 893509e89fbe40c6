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
  /** The storefront's public origin, for the links in account messages (verify, reset). */
  SHOP_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://shop.example.in')
    .default('http://localhost:8080'),
  /** Sign-in codes sent to one number in an hour, at most (an SMS costs money: OTP bombing). */
  OTP_SENDS_PER_NUMBER_HOUR: intVar(5, 1, 100),
  /** The least time between two codes to one number. */
  OTP_RESEND_GAP_SECONDS: intVar(30, 0, 3600),
  /** Reset links sent to one address in an hour, at most (more asks answer the same, send nothing). */
  RESET_LINKS_PER_ADDRESS_HOUR: intVar(3, 1, 100),
});
export type UsersEnv = z.infer<typeof usersEnvSchema>;

export const USERS_CONFIG = Symbol('USERS_CONFIG');
export const loadUsersConfig = () => loadConfig(usersEnvSchema);
