import type { Namespace } from '@arogya/contracts';
import { createSandbox, DEFAULT_CONFIG, type Sandbox } from '@arogya/razorpay-sandbox';
import type { TestEnv } from './env.js';
import { freePort, type TestProcess } from './processes.js';
import {
  startCart,
  startCatalog,
  startCheckout,
  startGateway,
  startOrders,
  startUsers,
  type TestGateway,
} from './shop.js';

/** The whole shop, as a test or the browser suite sees it. */
export interface FullShop {
  gateway: TestGateway;
  sandbox: Sandbox;
  services: Record<'users' | 'catalog' | 'cart' | 'checkout' | 'orders', TestProcess>;
  stop(): Promise<void>;
}

/**
 * Starts every service, the Razorpay sandbox (in this process, webhooks to the gateway) and
 * the gateway (serving the built storefront, the popup script from the sandbox).
 */
export async function startFullShop(
  env: TestEnv,
  ns: Namespace,
  opts: {
    admin: { email: string; password: string };
    seed?: boolean;
    /** more environment for every process (e.g. the OpenTelemetry exporter's) */
    env?: Record<string, string>;
  },
): Promise<FullShop> {
  const port = await freePort();
  const sandbox = await createSandbox({
    ...DEFAULT_CONFIG,
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/razorpay`,
  });
  const extra = opts.env ?? {};
  const gateway = await startGateway(env, ns, {
    ...extra,
    PORT: String(port),
    AUTH_RATE_LIMIT_MAX: '100000',
    RAZORPAY_CHECKOUT_URL: `${sandbox.url}/checkout.js`,
  });
  const rzp = { ...extra, RAZORPAY_API_BASE: sandbox.url };
  const [users, catalog, cart, checkout, orders] = await Promise.all([
    startUsers(env, ns, {
      ...extra,
      ADMIN_EMAIL: opts.admin.email,
      ADMIN_PASSWORD: opts.admin.password,
    }),
    startCatalog(env, ns, { ...extra, CATALOG_SEED: opts.seed === false ? 'false' : 'true' }),
    startCart(env, ns, extra),
    startCheckout(env, ns, rzp),
    startOrders(env, ns, extra),
  ]);
  const services = { users, catalog, cart, checkout, orders };
  return {
    gateway,
    sandbox,
    services,
    async stop() {
      await gateway.process.stop();
      await Promise.all(Object.values(services).map((p) => p.stop()));
      await sandbox.close();
    },
  };
}
