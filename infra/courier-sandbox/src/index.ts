import { listen, Timers } from '@arogya/sandbox-kit';
import Fastify from 'fastify';
import { Tokens } from './auth.js';
import { DEFAULT_COURIER_SANDBOX_CONFIG, type CourierSandboxConfig } from './config.js';
import type { Context } from './domain/context.js';
import { ShipmentStore, type SandboxOrder } from './domain/store.js';
import { setOutcome } from './domain/tracking.js';
import { Faults } from './faults.js';
import { FileStore } from './files.js';
import { installErrorHandling } from './http/errors.js';
import { installFaults, type RecordedRequest } from './http/faults.js';
import { apiRoutes } from './routes/api.js';
import { controlRoutes } from './routes/control.js';
import { pageRoutes } from './routes/page.js';
import type { OutcomePath } from './statuses.js';
import { WebhookOutbox } from './webhooks/outbox.js';

export {
  DEFAULT_COURIER_SANDBOX_CONFIG,
  loadCourierSandboxConfig,
  TOKEN_TTL_MS,
  type CourierSandboxConfig,
  type PickupLocation,
} from './config.js';
export { COURIERS, quote, type Courier } from './couriers.js';
export type {
  Address,
  NdrAction,
  OrderItem,
  SandboxOrder,
  Scan,
  Shipment,
} from './domain/store.js';
export { ShiprocketError, type ShiprocketErrorBody } from './errors.js';
export type {
  ApiFault,
  ApiFaultInput,
  ApiFaultKind,
  FaultList,
  Faults,
  WebhookFault,
  WebhookFaultInput,
} from './faults.js';
export type { RecordedRequest } from './http/faults.js';
export { buildPdf, type PdfLine } from './pdf.js';
export { OUTCOME_PATHS, SR, type OutcomePath, type SrStatus } from './statuses.js';
export type {
  DeliveryState,
  WebhookAttempt,
  WebhookDelivery,
  WebhookOutbox,
} from './webhooks/outbox.js';

/** A running courier (Shiprocket) sandbox. */
export interface CourierSandbox {
  /** Origin to use instead of Shiprocket's API host (the API is under `/v1/external`). */
  url: string;
  /** Every order and its shipment, oldest first (copies). */
  orders(): SandboxOrder[];
  /** An order by its shipment's AWB or shipment id (a copy). */
  shipment(ref: string): SandboxOrder | undefined;
  /**
   * The first order `predicate` accepts, now or as soon as one does (a new order, an AWB, a
   * scan… wakes it; no polling). Rejects after `timeoutMs` (default 5000).
   */
  waitFor(predicate: (order: SandboxOrder) => boolean, timeoutMs?: number): Promise<SandboxOrder>;
  /** Like `POST /sandbox/shipments/:ref/outcome`: the way the shipment goes, the NDR reason. */
  setOutcome(ref: string, path: OutcomePath, reason?: string): SandboxOrder;
  /** API faults, outages and webhook faults: `add`, `list`, `clear`. */
  faults: Faults;
  /** Tracking webhooks: `list`, `waitFor`, `replay`, `endpoint`, `enable`, `disable`. */
  webhooks: WebhookOutbox;
  /** Every API request received, oldest first, with the fault that hit it. */
  requests(): RecordedRequest[];
  /** Stops the scans to come and webhook retries, then the server. */
  close(): Promise<void>;
}

/**
 * Starts a Shiprocket sandbox on `config.host:config.port` (port 0 picks a free one, which is
 * what tests use). Missing fields take `DEFAULT_COURIER_SANDBOX_CONFIG`'s values.
 */
export async function startCourierSandbox(
  config: Partial<CourierSandboxConfig> = {},
): Promise<CourierSandbox> {
  const c: CourierSandboxConfig = { ...DEFAULT_COURIER_SANDBOX_CONFIG, ...config };
  const app = Fastify({ logger: c.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });
  const warn = (message: string) => app.log.warn(message);
  const closing = new AbortController();
  const faults = new Faults();
  const requests: RecordedRequest[] = [];
  const outbox = new WebhookOutbox(c.webhookUrl, {
    token: c.webhookToken,
    retryDelaysMs: [...c.webhookRetryDelaysMs],
    faults,
    warn,
  });
  let origin = '';
  const ctx: Context = {
    config: c,
    store: new ShipmentStore(),
    outbox,
    timers: new Timers(warn),
    files: new FileStore(),
    origin: () => origin,
  };
  const tokens = new Tokens(c.tokenTtlMs, () => `${origin}/v1/external/auth/login`);

  installErrorHandling(app);
  installFaults(app, faults, requests, closing.signal);
  await apiRoutes(app, ctx, tokens);
  controlRoutes(app, ctx, faults, requests);
  pageRoutes(app, ctx.store, () => outbox.list());

  origin = await listen(app, c.host, c.port);
  return {
    url: origin,
    orders: () => ctx.store.list(),
    shipment(ref) {
      const order = ctx.store.find(ref);
      return order && structuredClone(order);
    },
    waitFor: (predicate, timeoutMs) => ctx.store.waitFor(predicate, timeoutMs),
    setOutcome: (ref, path, reason) =>
      setOutcome(ctx, ref, reason === undefined ? { path } : { path, reason }),
    faults,
    webhooks: outbox,
    requests: () => requests.map((r) => ({ ...r })),
    async close() {
      closing.abort();
      ctx.timers.close();
      await outbox.close();
      await app.close();
    },
  };
}
