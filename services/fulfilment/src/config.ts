import { COURIER_CALLS_PER_REQUEST, COURIER_RPC_TIMEOUT_MS } from '@arogya/contracts';
import { baseEnvSchema, intVar, loadConfig, optionalVar } from '@arogya/platform';
import { z } from 'zod';

/** Shiprocket's API origin: with `NODE_ENV=production` the only one fulfilment may call. */
export const SHIPROCKET_ORIGIN = 'https://apiv2.shiprocket.in';

/**
 * The courier sandbox's well-known values (infra/courier-sandbox: they are in the
 * repository), refused in production.
 */
const SANDBOX_EMAIL = 'sandbox-api@arogya.test';
const SANDBOX_SECRETS = new Set([
  'sandbox_shiprocket_password',
  'sandbox_shiprocket_webhook_token',
]);

/**
 * The longest one call to Shiprocket may take: a request's calls all fit in the gateway's wait
 * (`COURIER_RPC_TIMEOUT_MS`), with 10 s left for fulfilment's own work (asking the catalog for
 * the variants' weights, within the default RPC_TIMEOUT_MS of 5 s, and its database).
 */
export const SHIPROCKET_TIMEOUT_MAX_MS = Math.floor(
  (COURIER_RPC_TIMEOUT_MS - 10_000) / COURIER_CALLS_PER_REQUEST,
);

/** The API user and secrets: all three set (a courier), or none (staff ship by hand). */
const COURIER_VARS = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_WEBHOOK_TOKEN',
] as const;

/**
 * Fulfilment's variables (documented in its README), issue 33: Shiprocket's API user and the
 * token its tracking webhooks carry. Without them fulfilment books nothing (staff move orders
 * by hand, as before); they have no defaults: `npm start` and the tests pass the sandbox's,
 * production its own.
 */
export const fulfilmentEnvSchema = z
  .object({
    NODE_ENV: baseEnvSchema.shape.NODE_ENV,
    /** Where Shiprocket's API is: the sandbox here, unset for the real Shiprocket. */
    SHIPROCKET_API_BASE: z.string().url().default(SHIPROCKET_ORIGIN),
    SHIPROCKET_EMAIL: optionalVar(z.string().email()),
    SHIPROCKET_PASSWORD: optionalVar(z.string().min(1)),
    /** The token set in Shiprocket's webhook settings: its tracking webhooks carry it. */
    SHIPROCKET_WEBHOOK_TOKEN: optionalVar(z.string().min(1)),
    /** The PIN code parcels leave from (checkout's too): couriers are quoted from it. */
    SHOP_PIN: z
      .string()
      .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code')
      .default('313001'),
    /** The pickup address's name in the Shiprocket account. */
    SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
    /** The longest one call to Shiprocket may take (at most `SHIPROCKET_TIMEOUT_MAX_MS`). */
    SHIPROCKET_TIMEOUT_MS: intVar(10_000, 100, SHIPROCKET_TIMEOUT_MAX_MS),
  })
  .superRefine((env, ctx) => {
    const refuse = (name: keyof typeof env, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    const set = COURIER_VARS.filter((name) => env[name] !== undefined);
    if (set.length > 0 && set.length < COURIER_VARS.length)
      for (const name of COURIER_VARS.filter((n) => env[n] === undefined))
        refuse(name, `must be set with ${set.join(' and ')} (or none of them: no courier)`);
    if (env.NODE_ENV !== 'production') return;
    if (env.SHIPROCKET_API_BASE.replace(/\/+$/, '') !== SHIPROCKET_ORIGIN)
      refuse(
        'SHIPROCKET_API_BASE',
        `must be ${SHIPROCKET_ORIGIN} (or unset) with NODE_ENV=production`,
      );
    if (env.SHIPROCKET_EMAIL === SANDBOX_EMAIL)
      refuse('SHIPROCKET_EMAIL', 'is the sandbox API user, refused with NODE_ENV=production');
    for (const name of ['SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN'] as const) {
      const value = env[name];
      if (value !== undefined && SANDBOX_SECRETS.has(value))
        refuse(name, 'is the sandbox secret, refused with NODE_ENV=production');
    }
  });
export type FulfilmentEnv = z.infer<typeof fulfilmentEnvSchema>;

export const FULFILMENT_CONFIG = Symbol('FULFILMENT_CONFIG');
export const loadFulfilmentConfig = () => loadConfig(fulfilmentEnvSchema);
