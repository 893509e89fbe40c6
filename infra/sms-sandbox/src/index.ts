import { listen, Timers } from '@arogya/sandbox-kit';
import Fastify from 'fastify';
import { DEFAULT_SMS_SANDBOX_CONFIG, type SmsSandboxConfig } from './config.js';
import { Msg91Error } from './errors.js';
import { Faults } from './faults.js';
import { installErrorHandling } from './http/errors.js';
import type { Lifecycle } from './lifecycle.js';
import { MessageStore, type SmsMessage } from './messages.js';
import { controlRoutes } from './routes/control.js';
import { flowRoutes } from './routes/flow.js';
import { pageRoutes } from './routes/page.js';
import { TemplateStore } from './templates.js';
import { WebhookOutbox } from './webhooks/outbox.js';

export {
  DEFAULT_SMS_SANDBOX_CONFIG,
  loadSmsSandboxConfig,
  type SmsSandboxConfig,
} from './config.js';
export { Msg91Error, type Msg91ErrorBody, type Msg91SuccessBody } from './errors.js';
export type { Faults, NumberFaults, SmsFault, SmsFaultInput } from './faults.js';
export type { SmsMessage, SmsStatus, SmsStatusChange } from './messages.js';
export { signSmsPayload, verifySmsSignature, verifySmsWebhookSecret } from './signature.js';
export type { DltCategory, DltTemplate, DltTemplateInput, TemplateStore } from './templates.js';
export { encodingOf, isGsm7 } from './templates.js';
export type {
  DeliveryState,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookOutbox,
} from './webhooks/outbox.js';

/** A running MSG91 sandbox. */
export interface SmsSandbox {
  /** Origin to use instead of `https://control.msg91.com`. */
  url: string;
  /** Texts sent, oldest first, one per mobile number; only those to `mobile` when given. */
  messages(mobile?: string): SmsMessage[];
  /**
   * The first text `predicate` accepts, now or as soon as one does (a send or a delivery
   * report wakes it; no polling). Rejects after `timeoutMs` (default 5000).
   */
  waitFor(predicate: (message: SmsMessage) => boolean, timeoutMs?: number): Promise<SmsMessage>;
  /** The DLT templates: `upsert`, `get`, `list`, `clear`. */
  templates: TemplateStore;
  /** Request faults, undeliverable and DND numbers: `add`, `undeliverable`, `dnd`, `clear`, `list`. */
  faults: Faults;
  /** Delivery-report webhooks: `list`, `waitFor`, `endpoint`, `enable`, `disable`. */
  webhooks: WebhookOutbox;
  /** Stops pending delivery reports and webhook retries, then the server. */
  close(): Promise<void>;
}

/**
 * Starts an MSG91 sandbox on `config.host:config.port` (port 0 picks a free one, which is what
 * tests use). Missing fields take `DEFAULT_SMS_SANDBOX_CONFIG`'s values; `config.templates`
 * are added at once (a bad one stops the start).
 */
export async function startSmsSandbox(config: Partial<SmsSandboxConfig> = {}): Promise<SmsSandbox> {
  const c: SmsSandboxConfig = { ...DEFAULT_SMS_SANDBOX_CONFIG, ...config };
  const templates = new TemplateStore();
  for (const template of c.templates) {
    try {
      templates.upsert(template);
    } catch (err) {
      const why = err instanceof Msg91Error ? err.message : String(err);
      const id = JSON.stringify(template?.template_id);
      throw new Error(`template ${id} is invalid: ${why}`, { cause: err });
    }
  }
  const app = Fastify({ logger: c.logger ?? false });
  const warn = (message: string) => app.log.warn(message);
  const closing = new AbortController();
  const faults = new Faults();
  const messages = new MessageStore();
  const outbox = new WebhookOutbox(c.webhookUrl, {
    secret: c.webhookSecret,
    retryDelaysMs: [...c.webhookRetryDelaysMs],
    warn,
  });
  const timers = new Timers(warn);
  const lifecycle: Lifecycle = { messages, faults, outbox, timers, reportDelayMs: c.reportDelayMs };

  installErrorHandling(app);
  flowRoutes(app, { lifecycle, templates, faults, authKey: c.authKey, closing: closing.signal });
  controlRoutes(app, lifecycle, templates, faults);
  pageRoutes(app, messages);

  const url = await listen(app, c.host, c.port);
  return {
    url,
    messages: (mobile) => messages.list(mobile),
    waitFor: (predicate, timeoutMs) => messages.waitFor(predicate, timeoutMs),
    templates,
    faults,
    webhooks: outbox,
    async close() {
      closing.abort();
      timers.close();
      await outbox.close();
      await app.close();
    },
  };
}
