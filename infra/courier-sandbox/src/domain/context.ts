import type { Timers } from '@arogya/sandbox-kit';
import type { CourierSandboxConfig } from '../config.js';
import type { FileStore } from '../files.js';
import type { WebhookOutbox } from '../webhooks/outbox.js';
import type { ShipmentStore } from './store.js';

/** What the domain code works with. */
export interface Context {
  config: CourierSandboxConfig;
  store: ShipmentStore;
  outbox: WebhookOutbox;
  /** Scans to come; cancelled all at once when the sandbox closes. */
  timers: Timers;
  files: FileStore;
  /** The sandbox's origin (`http://127.0.0.1:9330`), once it listens: links to labels. */
  origin: () => string;
}
