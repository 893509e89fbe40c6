import Fastify from 'fastify';
import type { MailSandboxConfig } from './config.js';
import { faultControls, type MailSandboxFaults } from './controls.js';
import { SmtpFaults } from './faults.js';
import { apiRoutes } from './http/api.js';
import { installErrorHandling } from './http/errors.js';
import { faultRoutes } from './http/faults.js';
import { inboxPageRoutes } from './http/inbox-page.js';
import { messagePageRoutes } from './http/message-page.js';
import type { StoredMessage } from './messages.js';
import { parseMessage } from './parse.js';
import { SmtpListener } from './smtp.js';
import { MessageStore } from './store.js';
import { MailWebhooks } from './webhooks.js';

export {
  DEFAULT_MAIL_SANDBOX_CONFIG,
  loadMailSandboxConfig,
  type MailSandboxConfig,
} from './config.js';
export type { MailSandboxFaults } from './controls.js';
export type { FaultRequest, FaultsSnapshot } from './faults.js';
export type {
  AttachmentSummary,
  MessageQuery,
  MessageSummary,
  StoredAttachment,
  StoredMessage,
} from './messages.js';
export { MAX_MESSAGE_BYTES } from './smtp.js';
export { MailSandboxClosedError, MailWaitTimeoutError } from './store.js';
export type { MailEvent, MailWebhookDelivery, MailWebhooks } from './webhooks.js';

/** A running mail sandbox: an SMTP server and its web inbox. */
export interface MailSandbox {
  /** The SMTP port (the one picked when the config said 0); the host is the config's. */
  smtpPort: number;
  /** `smtp://host:port`, what the shop's `SMTP_URL` should be. */
  smtpUrl: string;
  /** Origin of the web inbox and the JSON API, e.g. `http://127.0.0.1:8025`. */
  webUrl: string;
  /** Every message kept, newest first. */
  messages(): StoredMessage[];
  /**
   * The newest message already received that satisfies `predicate`, or else the first one to
   * arrive within `timeoutMs` (default 5000): event-driven, no polling. Rejects with a
   * `MailWaitTimeoutError` listing the latest messages on timeout, a `MailSandboxClosedError`
   * when the sandbox closes first, or what `predicate` throws.
   */
  waitFor(
    predicate: (message: StoredMessage) => boolean,
    timeoutMs?: number,
  ): Promise<StoredMessage>;
  /** Faults of the SMTP side, for the shop's retry logic. */
  faults: MailSandboxFaults;
  /** Delivery and bounce events (Postmark's webhooks): `bounce(address)`, `list()`. */
  webhooks: MailWebhooks;
  /** Forgets every message. */
  clear(): void;
  /** Stops both servers; pending `waitFor` calls reject. */
  close(): Promise<void>;
}

/** How long `waitFor` waits when not told. */
const DEFAULT_WAIT_MS = 5000;

const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * Starts the SMTP server on `config.host:config.smtpPort` and the web inbox on
 * `config.host:config.webPort` (port 0 picks a free one, which is what tests use to run in
 * parallel). Rejects when a port is taken.
 */
export async function startMailSandbox(config: MailSandboxConfig): Promise<MailSandbox> {
  const app = Fastify({ logger: config.logger ?? false });
  const store = new MessageStore(config.maxMessages);
  const smtpFaults = new SmtpFaults();
  const webhooks = new MailWebhooks(config.webhookUrl);
  const listener = new SmtpListener({
    host: config.host,
    port: config.smtpPort,
    ...(config.user !== undefined && config.password !== undefined
      ? { credentials: { user: config.user, password: config.password } }
      : {}),
    faults: smtpFaults,
    async accept(raw, envelope) {
      const id = store.newId();
      const message = await parseMessage(raw, { id, receivedAt: new Date(), envelope });
      store.add(message);
      webhooks.accepted(message);
      app.log.info({ id, to: envelope.to, subject: message.subject }, 'mail received');
    },
    warn: (message) => app.log.warn(message),
  });
  const faults = faultControls(listener, smtpFaults);
  const smtpUrl = () => `smtp://${hostInUrl(config.host)}:${listener.boundPort}`;

  // The inbox's forms post empty bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  installErrorHandling(app);
  inboxPageRoutes(app, store, { smtpUrl });
  messagePageRoutes(app, store);
  apiRoutes(app, store);
  faultRoutes(app, faults);

  await listener.start();
  try {
    await app.listen({ host: config.host, port: config.webPort });
  } catch (err) {
    await listener.close();
    throw err;
  }
  const address = app.server.address();
  const webPort = typeof address === 'object' && address !== null ? address.port : config.webPort;
  return {
    smtpPort: listener.boundPort,
    smtpUrl: smtpUrl(),
    webUrl: `http://${hostInUrl(config.host)}:${webPort}`,
    messages: () => store.list(),
    waitFor: (predicate, timeoutMs = DEFAULT_WAIT_MS) => store.waitFor(predicate, timeoutMs),
    faults,
    webhooks,
    clear: () => store.clear(),
    async close() {
      store.close();
      await webhooks.close();
      await listener.close();
      await app.close();
    },
  };
}
