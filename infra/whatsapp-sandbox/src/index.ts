import { listen, Timers } from '@arogya/sandbox-kit';
import Fastify from 'fastify';
import { DEFAULT_WHATSAPP_SANDBOX_CONFIG, type WhatsAppSandboxConfig } from './config.js';
import { GraphError } from './errors.js';
import { Faults } from './faults.js';
import { installErrorHandling } from './http/errors.js';
import { receiveInbound, type Lifecycle } from './lifecycle.js';
import { MessageStore, type InboundMessage, type SandboxMessage } from './messages.js';
import { controlRoutes } from './routes/control.js';
import { graphRoutes } from './routes/graph.js';
import { pageRoutes } from './routes/page.js';
import { TemplateStore } from './templates.js';
import { WebhookOutbox } from './webhooks/outbox.js';

export {
  DEFAULT_WHATSAPP_SANDBOX_CONFIG,
  loadWhatsAppSandboxConfig,
  type WhatsAppSandboxConfig,
} from './config.js';
export { GraphCode, GraphError, type GraphErrorBody } from './errors.js';
export type { Faults, SendFault, SendFaultInput } from './faults.js';
export type { InboundMessage, MessageStatus, SandboxMessage, StatusChange } from './messages.js';
export { signWhatsAppPayload, verifyWhatsAppSignature } from './signature.js';
export type {
  Template,
  TemplateCategory,
  TemplateComponent,
  TemplateInput,
  TemplateStore,
} from './templates.js';
export type { Verification } from './webhooks/handshake.js';
export type {
  DeliveryState,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookOutbox,
} from './webhooks/outbox.js';

/** A running WhatsApp sandbox. */
export interface WhatsAppSandbox {
  /** Origin to use instead of `https://graph.facebook.com`. */
  url: string;
  /** Messages the shop sent, oldest first; only those to `to` when given. */
  messages(to?: string): SandboxMessage[];
  /** Messages customers wrote (`inbound`), oldest first. */
  inboundMessages(from?: string): InboundMessage[];
  /**
   * The first sent message `predicate` accepts, now or as soon as one does (a send or a status
   * change wakes it; no polling). Rejects after `timeoutMs` (default 5000).
   */
  waitFor(
    predicate: (message: SandboxMessage) => boolean,
    timeoutMs?: number,
  ): Promise<SandboxMessage>;
  /** The message templates (approved at once): `upsert`, `get`, `list`, `clear`. */
  templates: TemplateStore;
  /** Send faults and undeliverable numbers: `add`, `undeliverable`, `clear`, `list`. */
  faults: Faults;
  /** Webhook deliveries: `list`, `waitFor`, `endpoint`, `enable`, `disable`, `verify`. */
  webhooks: WebhookOutbox;
  /** A customer writes `text` (opens their 24-hour window; sends an inbound webhook). */
  inbound(from: string, text: string, name?: string): InboundMessage;
  /** Stops pending status changes and webhook retries, then the server. */
  close(): Promise<void>;
}

/**
 * Starts a WhatsApp Cloud API sandbox on `config.host:config.port` (port 0 picks a free one,
 * which is what tests use). Missing fields take `DEFAULT_WHATSAPP_SANDBOX_CONFIG`'s values;
 * `config.templates` are created at once (a bad one stops the start).
 */
export async function startWhatsAppSandbox(
  config: Partial<WhatsAppSandboxConfig> = {},
): Promise<WhatsAppSandbox> {
  const c: WhatsAppSandboxConfig = { ...DEFAULT_WHATSAPP_SANDBOX_CONFIG, ...config };
  const templates = new TemplateStore();
  for (const template of c.templates) {
    try {
      templates.upsert(template);
    } catch (err) {
      const why = err instanceof GraphError ? JSON.stringify(err.body.error) : String(err);
      throw new Error(`template ${JSON.stringify(template?.name)} is invalid: ${why}`, {
        cause: err,
      });
    }
  }
  const app = Fastify({ logger: c.logger ?? false });
  const warn = (message: string) => app.log.warn(message);
  const closing = new AbortController();
  const faults = new Faults();
  const messages = new MessageStore();
  const outbox = new WebhookOutbox(c.webhookUrl, {
    appSecret: c.appSecret,
    verifyToken: c.verifyToken,
    retryDelaysMs: [...c.webhookRetryDelaysMs],
    warn,
  });
  const timers = new Timers(warn);
  const lifecycle: Lifecycle = {
    business: {
      businessAccountId: c.businessAccountId,
      phoneNumberId: c.phoneNumberId,
      displayPhoneNumber: c.displayPhoneNumber,
    },
    messages,
    outbox,
    faults,
    timers,
    readReceipts: c.readReceipts,
    statusDelayMs: c.statusDelayMs,
  };

  installErrorHandling(app);
  await graphRoutes(app, {
    lifecycle,
    templates,
    faults,
    accessToken: c.accessToken,
    phoneNumberId: c.phoneNumberId,
    businessAccountId: c.businessAccountId,
    closing: closing.signal,
  });
  controlRoutes(app, lifecycle, faults);
  pageRoutes(app, messages);

  const url = await listen(app, c.host, c.port);
  return {
    url,
    messages: (to) => messages.list(to),
    inboundMessages: (from) => messages.inbound(from),
    waitFor: (predicate, timeoutMs) => messages.waitFor(predicate, timeoutMs),
    templates,
    faults,
    webhooks: outbox,
    inbound: (from, text, name) => receiveInbound(lifecycle, from, text, name),
    async close() {
      closing.abort();
      timers.close();
      await outbox.close();
      await app.close();
    },
  };
}
