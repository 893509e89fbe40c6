import { z } from 'zod';

/** Raised at start-up when the environment does not describe a runnable service. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses `env` against `schema` and fails fast with every problem listed, e.g.
 * `Invalid configuration: NATS_URL: must be a nats:// URL`.
 */
export function loadConfig<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL`,
    });

/** Whole number from text, with bounds. */
export const intVar = (dflt: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min)
    .max(max)
    .default(dflt);

/** An optional text variable; set-but-empty (as `${VAR:-}` in compose files gives) counts as unset. */
export const optionalVar = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Variables every process of the shop reads (documented in the README). */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SHOP_NAMESPACE: z
    .string()
    .regex(/^([a-z][a-z0-9_]{0,30})?$/, 'lower-case letters, digits and _, starting with a letter')
    .default(''),
  POSTGRES_URL: url(['postgres', 'postgresql']).default(
    'postgres://postgres@127.0.0.1:5432/postgres',
  ),
  /**
   * Whether a service creates its database when it is missing: `auto` does when its role may
   * (superuser or CREATEDB), `never` leaves that to the operator (a role owning its database).
   */
  POSTGRES_CREATE_DATABASE: z.enum(['auto', 'never']).default('auto'),
  NATS_URL: url(['nats', 'tls']).default('nats://127.0.0.1:4222'),
  /** The NATS user of this process (nats.conf `authorization { users }`); unset: anonymous. */
  NATS_USER: optionalVar(z.string().trim().min(1)),
  /** The password of `NATS_USER`. */
  NATS_PASSWORD: optionalVar(z.string().min(1)),
  REDIS_URL: url(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RPC_TIMEOUT_MS: intVar(5000, 50, 120_000),
  JETSTREAM_REPLICAS: intVar(1, 1, 5),
  OUTBOX_POLL_MS: intVar(1000, 10, 60_000),
  /** How long a delivered event may stay unacknowledged before JetStream delivers it again. */
  EVENT_ACK_WAIT_MS: intVar(30_000, 1000, 60 * 60 * 1000),
  DB_POOL_SIZE: intVar(10, 1, 100),
  /**
   * Whether a service runs its pending migrations when it starts (`true`, the default under
   * `npm start`). `false` in Kubernetes: the release's migration Job runs them first, and a
   * service that finds one not yet run refuses to start, so a failing migration never reaches
   * live pods.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;
