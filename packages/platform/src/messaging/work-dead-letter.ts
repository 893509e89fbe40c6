import {
  createEnvelope,
  DLQ_SUBJECT_ROOT,
  type EventDefinition,
  type Namespace,
} from '@arogya/contracts';
import type { JetStreamClient } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { deadLettered } from '../metrics/metrics.js';
import { DLQ_HEADERS } from './event-consumer.js';

/** What a piece of work that kept failing was, and how it failed. */
export interface FailedWork<TType extends string, TData> {
  /** who gave up on it, as a consumer name (the console shows it), e.g. `notifications-send` */
  consumer: string;
  /** the event that asks for the work again; the service consumes it */
  event: EventDefinition<TType, TData>;
  data: TData;
  error: string;
  tries: number;
  firstFailure: Date;
}

/**
 * Dead-letters work that is not an event handler (a job whose every try failed) the way a
 * consumer dead-letters an event: as the event that asks for the work again, in the dead-letter
 * stream, with the same headers. The console lists it with the others; replaying it publishes
 * that event, and the service's consumer of it does the work once more.
 */
export async function deadLetterWork<TType extends string, TData>(
  js: JetStreamClient,
  ns: Namespace,
  w: FailedWork<TType, TData>,
): Promise<void> {
  const envelope = createEnvelope(w.event, w.data, randomUUID());
  const now = new Date().toISOString();
  const h = natsHeaders();
  h.set(DLQ_HEADERS.error, w.error.slice(0, 1000));
  h.set(DLQ_HEADERS.subject, ns.subject(w.event.type));
  h.set(DLQ_HEADERS.consumer, w.consumer);
  h.set(DLQ_HEADERS.deliveries, String(w.tries));
  h.set(DLQ_HEADERS.msgId, envelope.id);
  h.set(DLQ_HEADERS.publishedAt, now);
  h.set(DLQ_HEADERS.firstFailure, w.firstFailure.toISOString());
  h.set(DLQ_HEADERS.lastFailure, now);
  await js.publish(
    ns.subject(`${DLQ_SUBJECT_ROOT}.${w.consumer}.${w.event.type}`),
    JSON.stringify(envelope),
    {
      headers: h,
      msgID: `${w.consumer}:${envelope.id}`,
    },
  );
  deadLettered.inc({ consumer: w.consumer });
}
