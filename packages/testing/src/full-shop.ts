import type { Namespace } from '@arogya/contracts';
import {
  DEFAULT_COURIER_SANDBOX_CONFIG,
  startCourierSandbox,
  type CourierSandbox,
  type CourierSandboxConfig,
} from '@arogya/courier-sandbox';
import { createSandbox, DEFAULT_CONFIG, type Sandbox } from '@arogya/razorpay-sandbox';
import type { TestEnv } from './env.js';
import { freePort, portTaken, type TestProcess } from './processes.js';
import {
  startCart,
  startCatalog,
  startCheckout,
  startFulfilment,
  startGateway,
  startNotifications,
  startOrders,
  startUsers,
  type TestFees,
  type TestGateway,
} from './shop.js';

/** The services of the shop, by name (notifications apart: `startFullShop`'s option). */
export type ShopServices = Record<
  'users' | 'catalog' | 'cart' | 'checkout' | 'orders' | 'fulfilment',
  TestProcess
>;

/** How `startServices` starts them. */
export interface ServicesOptions {
  /** The first admin, made by the users service. */
  admin: { email: string; password: string };
  /** The catalogue seeded (the default) or empty. */
  seed?: boolean;
  /** Where checkout's Razorpay SDK calls go (a sandbox). */
  razorpayApiBase: string;
  /** More environment for every service. */
  extra?: Record<string, string>;
  /** More environment for one service (after `extra`). */
  also?: Partial<Record<keyof ShopServices, Record<string, string>>>;
  /** The shop's fees (issue 32): none (the default) or the migration's. */
  fees?: TestFees;
}

/**
 * Starts the six services at once, each awaited until ready: users with the first admin, the
 * catalog seeded (unless told otherwise), cart, checkout paying through `razorpayApiBase`,
 * orders, and fulfilment (issue 33: the orders to ship).
 */
export async function startServices(
  env: TestEnv,
  ns: Namespace,
  o: ServicesOptions,
): Promise<ShopServices> {
  const envOf = (name: keyof ShopServices) => ({ ...o.extra, ...o.also?.[name] });
  const [users, catalog, cart, checkout, orders, fulfilment] = await Promise.all([
    startUsers(env, ns, {
      ...envOf('users'),
      ADMIN_EMAIL: o.admin.email,
      ADMIN_PASSWORD: o.admin.password,
    }),
    startCatalog(env, ns, {
      ...envOf('catalog'),
      CATALOG_SEED: o.seed === false ? 'false' : 'true',
    }),
    startCart(env, ns, envOf('cart')),
    startCheckout(env, ns, { ...envOf('checkout'), RAZORPAY_API_BASE: o.razorpayApiBase }, o.fees),
    startOrders(env, ns, envOf('orders')),
    startFulfilment(env, ns, envOf('fulfilment')),
  ]);
  return { users, catalog, cart, checkout, orders, fulfilment };
}

/** The whole shop, as a test or the browser suite sees it. */
export interface FullShop {
  gateway: TestGateway;
  sandbox: Sandbox;
  services: ShopServices;
  /** The notifications service, when the test asked for it (`notifications`). */
  notifications: TestProcess | null;
  /** The courier sandbox fulfilment books with, when the test asked for it (`courier`). */
  courier: CourierSandbox | null;
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
    /**
     * Starts the notifications service too, with this environment (its `SMTP_URL` at the
     * test's mail sandbox, `SHOP_URL` at the gateway is added); absent: no messages are sent.
     */
    notifications?: Record<string, string>;
    /** the gateway's port (a provider sandbox started first must know where webhooks go) */
    port?: number;
    /** the shop's fees (issue 32): none (the default) or the migration's */
    fees?: TestFees;
    /**
     * Starts the courier sandbox (a local Shiprocket, issue 33) with these settings, its
     * tracking webhooks to the gateway, and fulfilment books with it; absent: no courier.
     */
    courier?: Partial<CourierSandboxConfig>;
  },
): Promise<FullShop> {
  const extra = opts.env ?? {};
  const sandboxFor = (gatewayPort: number) =>
    createSandbox({
      ...DEFAULT_CONFIG,
      port: 0,
      webhookUrl: `http://127.0.0.1:${gatewayPort}/api/webhooks/razorpay`,
    });
  // the sandbox must know the gateway's port before the gateway starts: a port picked free may
  // be taken by another test file's process before the gateway listens, so pick again then
  let port: number;
  let sandbox: Awaited<ReturnType<typeof sandboxFor>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  for (let attempt = 1; ; attempt++) {
    port = opts.port ?? (await freePort());
    sandbox = await sandboxFor(port);
    // the sandbox may have been given the very port picked for the gateway: pick another
    while (!opts.port && new URL(sandbox.url).port === String(port)) {
      await sandbox.close();
      port = await freePort();
      sandbox = await sandboxFor(port);
    }
    try {
      gateway = await startGateway(env, ns, {
        ...extra,
        PORT: String(port),
        AUTH_RATE_LIMIT_MAX: '100000',
        RAZORPAY_CHECKOUT_URL: `${sandbox.url}/checkout.js`,
      });
      break;
    } catch (err) {
      await sandbox.close();
      if (opts.port || attempt >= 3 || !portTaken(err, [port])) throw err;
    }
  }
  // the courier's webhooks go to the gateway, now that its port is known
  const courier = opts.courier
    ? await startCourierSandbox({
        port: 0,
        ...opts.courier,
        webhookUrl: `http://127.0.0.1:${port}/api/webhooks/courier-tracking`,
      })
    : null;
  const services = await startServices(env, ns, {
    admin: opts.admin,
    seed: opts.seed,
    fees: opts.fees,
    razorpayApiBase: sandbox.url,
    extra,
    also: {
      // the links in account messages lead to this shop's pages
      users: { SHOP_URL: `http://127.0.0.1:${port}` },
      fulfilment: courier
        ? {
            SHIPROCKET_API_BASE: courier.url,
            SHIPROCKET_EMAIL: DEFAULT_COURIER_SANDBOX_CONFIG.email,
            SHIPROCKET_PASSWORD: DEFAULT_COURIER_SANDBOX_CONFIG.password,
            SHIPROCKET_WEBHOOK_TOKEN: DEFAULT_COURIER_SANDBOX_CONFIG.webhookToken,
          }
        : {},
    },
  });
  const notifications = opts.notifications
    ? await startNotifications(env, ns, {
        ...extra,
        SHOP_URL: `http://127.0.0.1:${port}`,
        ...opts.notifications,
      })
    : null;
  return {
    gateway,
    sandbox,
    services,
    notifications,
    courier,
    async stop() {
      await gateway.process.stop();
      await Promise.all(Object.values(services).map((p) => p.stop()));
      await notifications?.stop();
      await courier?.close();
      await sandbox.close();
    },
  };
}
