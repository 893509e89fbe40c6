import type { Timers } from '@arogya/sandbox-kit';
import { GraphCode, GraphError } from './errors.js';
import type { Faults } from './faults.js';
import { newConversationId, newWamid } from './ids.js';
import {
  CUSTOMER_SERVICE_WINDOW_MS,
  isWaId,
  normalisePhone,
  type InboundMessage,
  type MessageStatus,
  type MessageStore,
  type SandboxMessage,
} from './messages.js';
import type { WebhookOutbox } from './webhooks/outbox.js';
import {
  inboundPayload,
  statusPayload,
  unixSeconds,
  type Business,
  type Conversation,
  type StatusError,
} from './webhooks/payloads.js';

/** What moves messages along: the stores, the webhook outbox and the timing. */
export interface Lifecycle {
  business: Business;
  messages: MessageStore;
  outbox: WebhookOutbox;
  faults: Faults;
  timers: Timers;
  /** Whether `read` follows `delivered`. */
  readReceipts: boolean;
  /** Pause before each status. */
  statusDelayMs: number;
}

/** The error of a message to a number marked undeliverable, as the `failed` status carries it. */
export const UNDELIVERABLE: StatusError = {
  code: GraphCode.UNDELIVERABLE,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
};

/**
 * After a message was accepted: `sent`, `delivered` (and `read` with read receipts), each
 * after `statusDelayMs`, one after the other; or only `failed` (131026) for a number marked
 * undeliverable. Each status is recorded on the message and sent as a webhook.
 */
export function scheduleStatuses(ctx: Lifecycle, message: SandboxMessage): void {
  const createdAt = Date.parse(message.createdAt);
  const conversation: Conversation = {
    id: newConversationId(),
    expiration_timestamp: unixSeconds(createdAt + CUSTOMER_SERVICE_WINDOW_MS),
    origin: { type: message.category?.toLowerCase() ?? 'service' },
  };
  const steps: MessageStatus[] = ctx.faults.isUndeliverable(message.to)
    ? ['failed']
    : ['sent', 'delivered', ...(ctx.readReceipts ? (['read'] as const) : [])];
  const next = (index: number) => {
    const status = steps[index];
    if (status === undefined) return;
    ctx.timers.after(ctx.statusDelayMs, () => {
      report(ctx, message, status, conversation);
      next(index + 1);
    });
  };
  next(0);
}

function report(
  ctx: Lifecycle,
  message: SandboxMessage,
  status: MessageStatus,
  conversation: Conversation,
): void {
  const at = Date.now();
  const error = status === 'failed' ? UNDELIVERABLE : undefined;
  ctx.messages.setStatus(message.id, {
    status,
    at: new Date(at).toISOString(),
    ...(error ? { error: { code: error.code, title: error.title } } : {}),
  });
  // only the first status of a conversation says when it expires
  const shown =
    status === 'sent' ? conversation : { id: conversation.id, origin: conversation.origin };
  ctx.outbox.enqueue({
    kind: 'status',
    event: status,
    messageId: message.id,
    waId: message.to,
    body: statusPayload(ctx.business, message, status, at, shown, error),
  });
}

/**
 * A customer writes to the business: recorded (which opens the 24-hour window for free-form
 * messages to them) and sent as an inbound `messages` webhook. Throws a `GraphError` (100) on
 * a bad number or an empty text.
 */
export function receiveInbound(
  ctx: Lifecycle,
  from: string,
  text: string,
  name = 'Sandbox Customer',
): InboundMessage {
  const waId = normalisePhone(String(from ?? ''));
  if (!isWaId(waId))
    throw GraphError.invalidParameter(`from ${String(from)} is not a phone number`);
  if (typeof text !== 'string' || text === '') throw GraphError.required('text');
  if (typeof name !== 'string' || name === '')
    throw GraphError.invalidParameter('name must be text');
  const message: InboundMessage = {
    id: newWamid(waId),
    from: waId,
    name,
    text,
    createdAt: new Date().toISOString(),
  };
  ctx.messages.addInbound(message);
  ctx.outbox.enqueue({
    kind: 'message',
    event: 'message',
    messageId: message.id,
    waId,
    body: inboundPayload(ctx.business, message),
  });
  return { ...message };
}
