import Fastify from 'fastify';
import type { SandboxConfig } from './config.js';
import type { Context } from './domain/context.js';
import { Journal } from './domain/journal.js';
import { Ledger } from './domain/ledger.js';
import { resumePendingRefunds } from './domain/refunds.js';
import { Faults } from './faults.js';
import { basicAuth } from './http/auth.js';
import { installCors } from './http/cors.js';
import { installErrorHandling, notFound } from './http/error-handler.js';
import { installFaults, type RecordedRequest } from './http/faults.js';
import { orderRoutes } from './routes/api-orders.js';
import { paymentRoutes } from './routes/api-payments.js';
import { checkoutPageRoutes } from './routes/checkout-page.js';
import { checkoutScriptRoutes } from './routes/checkout-script.js';
import { controlRoutes } from './routes/control.js';
import { healthRoutes } from './routes/health.js';
import { ledgerRoutes } from './routes/ledger.js';
import { payRoutes } from './routes/pay.js';
import { webhookRoutes } from './routes/webhooks.js';
import { defaultSettings, type SandboxSettings } from './settings.js';
import { Timers } from './timers.js';
import { WebhookOutbox } from './webhooks/outbox.js';

export { DEFAULT_CONFIG, loadConfig, type SandboxConfig } from './config.js';
export type { Collection, Notes, Order, Payment, Refund } from './domain/entities.js';
export type { CaptureRecord, Ledger, OrderPaymentConfig, RefundRequest } from './domain/ledger.js';
export type { FaultKind, FaultRule, FaultRuleInput, Faults } from './faults.js';
export type { RecordedRequest } from './http/faults.js';
export type { EventSelector, SandboxSettings, WebhookSettings } from './settings.js';
export type { WebhookDelivery, WebhookOutbox } from './webhooks/outbox.js';

/** Live internals, for tests that want to look behind the HTTP API. */
export interface SandboxState {
  /** Orders, payments and refunds by id, as the API returns them; captures and refund calls. */
  ledger: Ledger;
  /** Webhook deliveries, also at `GET /sandbox/webhooks`. */
  webhooks: WebhookOutbox;
  /**
   * Every API call (`GET /v1/orders/…/payments`…) and `/sandbox/pay` call received, oldest
   * first, faulted ones included (with `fault`): what a shop asked.
   */
  requests: RecordedRequest[];
}

/** A running sandbox. */
export interface Sandbox {
  /** Origin to point the SDK (`api.rq.defaults.baseURL`) and the checkout script at. */
  url: string;
  /**
   * Stops pending webhook retries and later steps (late authorizations, refunds settling),
   * then the server.
   */
  close(): Promise<void>;
  state: SandboxState;
  /** Runtime knobs, live: change a field and the next payment, refund or webhook obeys it. */
  settings: SandboxSettings;
  /** Fault rules for `/v1/*` and `/sandbox/pay`. */
  faults: Faults;
}

/**
 * Starts a Razorpay sandbox on `config.host:config.port` (port 0 picks a free one, which is
 * what tests use to run in parallel).
 */
export async function createSandbox(config: SandboxConfig): Promise<Sandbox> {
  const app = Fastify({ logger: config.logger ?? false });
  const warn = (message: string) => app.log.warn(message);
  const settings = defaultSettings();
  const faults = new Faults();
  const closing = new AbortController();
  const ledger = new Ledger(() => Date.now() + settings.clockOffsetMs);
  const requests: RecordedRequest[] = [];
  const outbox = new WebhookOutbox(config.webhookUrl, {
    secret: config.webhookSecret,
    settings,
    now: () => ledger.now(),
    warn,
  });
  const ctx: Context = { ledger, settings, outbox, timers: new Timers(warn) };
  if (config.stateFile) {
    const journal = new Journal(config.stateFile, ledger);
    journal.open();
    resumePendingRefunds(ctx);
    // what an answer reports is on disk before the answer leaves
    app.addHook('onSend', async (_request, _reply, payload) => {
      journal.flush();
      return payload;
    });
  }

  installErrorHandling(app);
  installCors(app);
  installFaults(app, faults, requests, closing.signal);
  await app.register(
    async (api) => {
      api.addHook('onRequest', basicAuth(config.keyId, config.keySecret));
      api.setNotFoundHandler(notFound);
      orderRoutes(api, ledger);
      paymentRoutes(api, ctx);
    },
    { prefix: '/v1' },
  );
  payRoutes(app, { ctx, keyId: config.keyId, keySecret: config.keySecret });
  webhookRoutes(app, outbox);
  controlRoutes(app, settings, faults);
  checkoutScriptRoutes(app);
  checkoutPageRoutes(app, ledger, config.keyId);
  healthRoutes(app);
  ledgerRoutes(app, ledger);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    state: { ledger, webhooks: outbox, requests },
    settings,
    faults,
    async close() {
      closing.abort();
      ctx.timers.close();
      await outbox.close();
      await app.close();
    },
  };
}
