import type { Namespace } from '@arogya/contracts';
import { DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import type { TestEnv } from './env.js';
import { freePort, TestProcess } from './processes.js';

/** Environment that points a shop process at the test services and namespace. */
export function shopEnv(env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) {
  return {
    POSTGRES_URL: env.postgresUrl,
    NATS_URL: env.natsUrl,
    REDIS_URL: env.redisUrl,
    SHOP_NAMESPACE: ns.prefix,
    NODE_ENV: 'test',
    ...extra,
  };
}

/** Starts a built service (`services/<name>`) on a free ops port and waits until it is ready. */
async function startService(
  name: string,
  env: TestEnv,
  ns: Namespace,
  extra: Record<string, string> = {},
): Promise<TestProcess> {
  const opsPort = await freePort();
  return new TestProcess({
    name,
    script: `services/${name}/dist/src/main.js`,
    env: shopEnv(env, ns, { OPS_PORT: String(opsPort), ...extra }),
    readyUrl: `http://127.0.0.1:${opsPort}/health/ready`,
  }).start();
}

/** Starts the catalog service, seeded unless told otherwise. */
export const startCatalog = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('catalog', env, ns, { CATALOG_SEED: 'true', ...extra });

/** Starts the users service. */
export const startUsers = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('users', env, ns, extra);

/** Starts the cart service. */
export const startCart = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('cart', env, ns, extra);

/** The Razorpay sandbox's keys: the checkout service has no defaults for its secrets. */
export const SANDBOX_RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: DEFAULT_CONFIG.keyId,
  RAZORPAY_KEY_SECRET: DEFAULT_CONFIG.keySecret,
  RAZORPAY_WEBHOOK_SECRET: DEFAULT_CONFIG.webhookSecret,
};

/** Starts the checkout service with the sandbox's keys (unless `extra` names others). */
export const startCheckout = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('checkout', env, ns, { ...SANDBOX_RAZORPAY_ENV, ...extra });

/** Starts the orders service. */
export const startOrders = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('orders', env, ns, extra);

export const startNotifications = (
  env: TestEnv,
  ns: Namespace,
  extra: Record<string, string> = {},
) => startService('notifications', env, ns, extra);

/** A started gateway and the base URL of its `/api`. */
export interface TestGateway {
  process: TestProcess;
  baseUrl: string;
  opsUrl: string;
}

/** Starts the built gateway on a free port (or `extra.PORT`). */
export async function startGateway(
  env: TestEnv,
  ns: Namespace,
  extra: Record<string, string> = {},
): Promise<TestGateway> {
  const port = extra.PORT ? Number(extra.PORT) : await freePort();
  const opsPort = await freePort();
  const process = await new TestProcess({
    name: 'gateway',
    script: 'gateway/dist/src/main.js',
    env: shopEnv(env, ns, { OPS_PORT: String(opsPort), ...extra, PORT: String(port) }),
    readyUrl: `http://127.0.0.1:${opsPort}/health/ready`,
  }).start();
  return { process, baseUrl: `http://127.0.0.1:${port}`, opsUrl: `http://127.0.0.1:${opsPort}` };
}
