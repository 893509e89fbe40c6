// What the providers' sandboxes (infra/*-sandbox) share: timers a close cancels, waiting
// without polling, a sequential webhook outbox, configuration parsing, the `main.ts` runner,
// HMAC-SHA256 signatures, fault rules, common routes and the page scaffolding, and test helpers.
export { envText, parsePort, parseWebhookUrl, readJsonArrayFile } from './config.js';
export { FaultRules, integerField, isRecord, textField, type StoredFault } from './faults.js';
export {
  faultRoutes,
  healthRoutes,
  listen,
  webhookRoutes,
  type FaultControls,
  type WebhookControls,
} from './http.js';
export { newLocalId } from './ids.js';
export {
  SequentialOutbox,
  type OutboxDelivery,
  type OutboxEndpoint,
  type OutboxInput,
  type SequentialOutboxOptions,
  type WebhookAttempt,
} from './outbox.js';
export { escapeHtml, pageRoute, sandboxPage, type PageLook } from './page.js';
export { runSandbox, type Closable, type SandboxProgram } from './run.js';
export { hmacSha256Hex, signSha256Header, verifySha256Header } from './signature.js';
export {
  requestJson,
  startWebhookReceiver,
  type JsonAnswer,
  type ReceivedRequest,
  type WebhookReceiver,
  type WebhookReceiverOptions,
} from './testing.js';
export { Timers } from './timers.js';
export { waitUntil, Waiters } from './wait.js';
