import {
  createEnvelope,
  type EventDefinition,
  type EventEnvelope,
  type Namespace,
} from '@arogya/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';

/**
 * Publishes event `data` on the shop's stream as another service's outbox relay would, `times`
 * times with distinct message ids (so that JetStream cannot drop a copy: a redelivery as the
 * consumers see it). Answers the envelope.
 */
export async function publishEvent<TType extends string, TData>(
  nc: NatsConnection,
  ns: Namespace,
  definition: EventDefinition<TType, TData>,
  data: TData,
  times = 1,
): Promise<EventEnvelope<TType, TData>> {
  const envelope = createEnvelope(definition, data, `test-${randomUUID()}`);
  const js = jetstream(nc);
  for (let i = 0; i < times; i++) {
    await js.publish(ns.subject(definition.type), JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
  }
  return envelope;
}

/** The events of `definition` in the stream whose data matches `match`, oldest first. */
export async function eventsInStream<TType extends string, TData>(
  nc: NatsConnection,
  ns: Namespace,
  definition: EventDefinition<TType, TData>,
  match: (data: TData) => boolean = () => true,
): Promise<EventEnvelope<TType, TData>[]> {
  const jsm = await jetstreamManager(nc);
  const stream = ns.stream('SHOP');
  const info = await jsm.streams.info(stream);
  const found: EventEnvelope<TType, TData>[] = [];
  if (info.state.messages === 0) return found;
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (m?.subject !== ns.subject(definition.type)) continue;
    const e = m.json<EventEnvelope<TType, TData>>();
    if (match(e.data)) found.push(e);
  }
  return found;
}
