import Fastify from 'fastify';
import type { SandboxConfig } from './config.js';
import { Ledger } from './domain/ledger.js';
import { basicAuth } from './http/auth.js';
import { installCors } from './http/cors.js';
import { installErrorHandling, notFound } from './http/error-handler.js';
import { orderRoutes } from './routes/api-orders.js';
import { paymentRoutes } from './routes/api-payments.js';
import { checkoutPageRoutes } from './routes/checkout-page.js';
import { checkoutScriptRoutes } from './routes/checkout-script.js';
import { healthRoutes } from './routes/health.js';
import { payRoutes } from './routes/pay.js';
import { webhookRoutes } from './routes/webhooks.js';
import { WebhookOutbox } from './webhooks/outbox.js';

export { DEFAULT_CONFIG, loadConfig, type SandboxConfig } from './config.js';
export type { Collection, Notes, Order, Payment, Refund } from './domain/entities.js';
export type { Ledger } from './domain/ledger.js';
export type { WebhookDelivery, WebhookOutbox } from './webhooks/outbox.js';

/** Live internals, for tests that want to look behind the HTTP API. */
export interface SandboxState {
  /** Orders, payments and refunds by id, as the API returns them. */
  ledger: Ledger;
  /** Webhook deliveries, also at `GET /sandbox/webhooks`. */
  webhooks: WebhookOutbox;
  /** Every API call received (`GET /v1/orders/…/payments`…), oldest first: what a shop asked. */
  requests: { method: string; url: string; at: number }[];
}

/** A running sandbox. */
export interface Sandbox {
  /** Origin to point the SDK (`api.rq.defaults.baseURL`) and the checkout script at. */
  url: string;
  /** Stops pending webhook retries, then the server. */
  close(): Promise<void>;
  state: SandboxState;
}

/**
 * Starts a Razorpay sandbox on `config.host:config.port` (port 0 picks a free one, which is
 * what tests use to run in parallel).
 */
export async function createSandbox(config: SandboxConfig): Promise<Sandbox> {
  const app = Fastify({ logger: config.logger ?? false });
  const ledger = new Ledger();
  const requests: SandboxState['requests'] = [];
  const outbox = new WebhookOutbox(config.webhookUrl, config.webhookSecret, (message) =>
    app.log.warn(message),
  );

  installErrorHandling(app);
  installCors(app);
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        requests.push({ method: request.method, url: request.url, at: Date.now() });
      });
      api.addHook('onRequest', basicAuth(config.keyId, config.keySecret));
      api.setNotFoundHandler(notFound);
      orderRoutes(api, ledger);
      paymentRoutes(api, ledger);
    },
    { prefix: '/v1' },
  );
  payRoutes(app, { ledger, outbox, keyId: config.keyId, keySecret: config.keySecret });
  webhookRoutes(app, outbox);
  checkoutScriptRoutes(app);
  checkoutPageRoutes(app, ledger, config.keyId);
  healthRoutes(app);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    state: { ledger, webhooks: outbox, requests },
    async close() {
      await outbox.close();
      await app.close();
    },
  };
}
