import type { Timers } from '@arogya/sandbox-kit';
import type { SandboxSettings } from '../settings.js';
import type { WebhookEvent } from '../webhooks/events.js';
import type { WebhookOutbox } from '../webhooks/outbox.js';
import type { Ledger } from './ledger.js';

/** What the payment, capture and refund flows act on. */
export interface Context {
  ledger: Ledger;
  /** Read at each step, so a change applies from the next payment, capture or refund on. */
  settings: SandboxSettings;
  outbox: WebhookOutbox;
  /** Steps that happen later (late authorizations, refunds settling). */
  timers: Timers;
}

/** Queues a payment's webhook events, unless it was made with `webhooks: false`. */
export function notify(ctx: Context, paymentId: string, events: WebhookEvent[]): void {
  if (!ctx.ledger.quietPayments.has(paymentId)) ctx.outbox.enqueue(events);
}
