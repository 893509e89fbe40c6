import { Timers } from '@arogya/sandbox-kit';
import Fastify from 'fastify';
import type { SandboxConfig } from './config.js';
import type { Context } from './domain/context.js';
import {
  moveDispute,
  openDispute,
  type DisputeInput,
  type DisputeResolution,
} from './domain/disputes.js';
import type { Dispute } from './domain/entities.js';
import { Journal } from './domain/journal.js';
import { lapseAuthorizations } from './domain/lapse.js';
import { Ledger } from './domain/ledger.js';
import { resumePendingRefunds } from './domain/refunds.js';
import { Faults } from './faults.js';
import { basicAuth } from './http/auth.js';
import { installCors } from './http/cors.js';
import { installErrorHandling, notFound } from './http/error-handler.js';
import { installFaults, type RecordedRequest } from './http/faults.js';
import { disputeRoutes } from './routes/api-disputes.js';
import { orderRoutes } from './routes/api-orders.js';
import { paymentRoutes } from './routes/api-payments.js';
import { checkoutPageRoutes } from './routes/checkout-page.js';
import { checkoutScriptRoutes } from './routes/checkout-script.js';
import { controlRoutes } from './routes/control.js';
import { healthRoutes } from './routes/health.js';
import { ledgerRoutes } from './routes/ledger.js';
import { payRoutes } from './routes/pay.js';
import { sandboxDisputeRoutes } from './routes/sandbox-disputes.js';
import { webhookRoutes } from './routes/webhooks.js';
import { defaultSettings, type SandboxSettings } from './settings.js';
import { WebhookOutbox } from './webhooks/outbox.js';

export { DEFAULT_CONFIG, loadConfig, type SandboxConfig } from './config.js';
export type { DisputeInput, DisputeResolution } from './domain/disputes.js';
export type {
  Collection,
  Dispute,
  DisputeEvidence,
  DisputePhase,
  DisputeStatus,
  Notes,
  Order,
  Payment,
  Refund,
} from './domain/entities.js';
export type { CaptureRecord, Ledger, OrderPaymentConfig, RefundRequest } from './domain/ledger.js';
export type { FaultKind, FaultRule, FaultRuleInput, Faults } from './faults.js';
export type { RecordedRequest } from './http/faults.js';
export type { EventSelector, SandboxSettings, WebhookSettings } from './settings.js';
export type { WebhookDelivery, WebhookEndpoint, WebhookOutbox } from './webhooks/outbox.js';

/** Live internals, for tests that want to look behind the HTTP API. */
export interface SandboxState {
  /**
   * Orders, payments, refunds and disputes by id, as the API returns them; captures and refund
   * calls.
   */
  ledger: Ledger;
  /** Webhook deliveries, also at `GET /sandbox/webhooks`. */
  webhooks: WebhookOutbox;
  /**
   * Every API call (`GET /v1/orders/…/payments`…) and `/sandbox/pay` call received, oldest
   * first, faulted ones included (with `fault`): what a shop asked.
   */
  requests: RecordedRequest[];
}

/** The customer's bank raising and deciding disputes (chargebacks), in code. */
export interface SandboxDisputes {
  /** Like `POST /sandbox/disputes`: opens a dispute of a captured payment (throws on bad input). */
  open(input: DisputeInput): Dispute;
  /** Like `POST /sandbox/disputes/:id/resolve`: moves it to `status` (throws on bad moves). */
  resolve(id: string, status: DisputeResolution): Dispute;
  /** Every dispute, oldest first. */
  list(): Dispute[];
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
  /** Disputes (chargebacks) opened and decided by the test. */
  disputes: SandboxDisputes;
}

/** How often lapsed authorizations are looked for in the background (reads check at once). */
const LAPSE_SWEEP_MS = 1000;

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
    lapseAuthorizations(ctx);
    // what an answer reports is on disk before the answer leaves
    app.addHook('onSend', async (_request, _reply, payload) => {
      journal.flush();
      return payload;
    });
  }

  // The SDK posts body-less calls (`disputes.accept`) as an empty form; fields arrive as strings.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  installErrorHandling(app);
  installCors(app);
  installFaults(app, faults, requests, closing.signal);
  await app.register(
    async (api) => {
      api.addHook(
        'onRequest',
        basicAuth(config.keyId, config.keySecret, () => settings.revokedKeyIds),
      );
      api.setNotFoundHandler(notFound);
      orderRoutes(api, ctx);
      paymentRoutes(api, ctx);
      disputeRoutes(api, ctx);
    },
    { prefix: '/v1' },
  );
  payRoutes(app, { ctx, keyId: config.keyId, keySecret: config.keySecret });
  webhookRoutes(app, outbox);
  controlRoutes(app, settings, faults, () => outbox.enable());
  sandboxDisputeRoutes(app, ctx);
  checkoutScriptRoutes(app);
  checkoutPageRoutes(app, ledger, config.keyId);
  healthRoutes(app);
  ledgerRoutes(app, ctx);
  ctx.timers.every(LAPSE_SWEEP_MS, () => lapseAuthorizations(ctx));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    state: { ledger, webhooks: outbox, requests },
    settings,
    faults,
    disputes: {
      open: (input) => openDispute(ctx, input),
      resolve(id, status) {
        return moveDispute(ctx, ledger.dispute(id), status);
      },
      list: () => [...ledger.disputes.values()],
    },
    async close() {
      closing.abort();
      ctx.timers.close();
      await outbox.close();
      await app.close();
    },
  };
}
