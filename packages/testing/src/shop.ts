import type { Namespace } from '@arogya/contracts';
import { DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import pg from 'pg';
import { serviceDatabaseUrl } from './database.js';
import type { TestEnv } from './env.js';
import { onFreePorts, TestProcess } from './processes.js';

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
  return onFreePorts(1, ([opsPort]) =>
    new TestProcess({
      name,
      script: `services/${name}/dist/src/main.js`,
      env: shopEnv(env, ns, { OPS_PORT: String(opsPort), ...extra }),
      readyUrl: `http://127.0.0.1:${opsPort}/health/ready`,
    }).start(),
  );
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

/**
 * The shop's fees in a test (issue 32): `'none'` ships everything free with no prepaid offer
 * (a shop configured so, for the tests about other things: their totals are the items'), the
 * default; `'shop'` keeps what the migration set (₹40–₹120 by zone, free from ₹999, ₹50 off
 * online from ₹499, ₹49 for COD), for the tests of fees and offers.
 */
export type TestFees = 'none' | 'shop';

/**
 * Starts the checkout service with the sandbox's keys (unless `extra` names others), its fees
 * as `fees` says.
 */
export async function startCheckout(
  env: TestEnv,
  ns: Namespace,
  extra: Record<string, string> = {},
  fees: TestFees = 'none',
): Promise<TestProcess> {
  const checkout = await startService('checkout', env, ns, { ...SANDBOX_RAZORPAY_ENV, ...extra });
  if (fees === 'none') {
    const db = new pg.Client({ connectionString: serviceDatabaseUrl(env, ns, 'checkout') });
    await db.connect();
    try {
      await db.query(
        `UPDATE fee_settings SET free_shipping_over_paise = 0, prepaid_discount_paise = 0`,
      );
    } finally {
      await db.end();
    }
  }
  return checkout;
}

/** Starts the orders service. */
export const startOrders = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('orders', env, ns, extra);

export const startNotifications = (
  env: TestEnv,
  ns: Namespace,
  extra: Record<string, string> = {},
) => startService('notifications', env, ns, extra);

/** Starts the fulfilment service (issue 33). */
export const startFulfilment = (env: TestEnv, ns: Namespace, extra: Record<string, string> = {}) =>
  startService('fulfilment', env, ns, extra);

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
  // a port the caller fixed (a sandbox's webhooks go there) is not picked again here
  return onFreePorts(extra.PORT ? 1 : 2, async ([opsPort, picked]) => {
    const port = extra.PORT ? Number(extra.PORT) : picked!;
    const process = await new TestProcess({
      name: 'gateway',
      script: 'gateway/dist/src/main.js',
      env: shopEnv(env, ns, { OPS_PORT: String(opsPort), ...extra, PORT: String(port) }),
      readyUrl: `http://127.0.0.1:${opsPort}/health/ready`,
    }).start();
    return { process, baseUrl: `http://127.0.0.1:${port}`, opsUrl: `http://127.0.0.1:${opsPort}` };
  });
}
