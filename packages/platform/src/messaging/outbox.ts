import type { EventDefinition, EventEnvelope } from '@arogya/contracts';
import { createEnvelope } from '@arogya/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { currentCorrelationId } from '../context/correlation.js';
import { currentTraceparent } from '../tracing/tracing.js';

/**
 * Writes an event into the service's outbox inside the caller's transaction, so that the
 * event exists if and only if the change that caused it commits (no dual write). The relay
 * publishes it after commit.
 */
export async function appendToOutbox<TType extends string, TData>(
  manager: EntityManager,
  definition: EventDefinition<TType, TData>,
  data: TData,
): Promise<EventEnvelope<TType, TData>> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('appendToOutbox must run inside the transaction that makes the change');
  }
  const envelope = createEnvelope(definition, data, currentCorrelationId() ?? randomUUID());
  await manager.query(
    'INSERT INTO outbox (id, type, envelope, trace_parent) VALUES ($1, $2, $3, $4)',
    [envelope.id, envelope.type, JSON.stringify(envelope), currentTraceparent()],
  );
  return envelope;
}
