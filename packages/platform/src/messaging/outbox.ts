import type { EventDefinition, EventEnvelope } from '@arogya/contracts';
import { createEnvelope } from '@arogya/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntitySubscriberInterface } from 'typeorm';
import { currentCorrelationId } from '../context/correlation.js';
import { currentTraceparent } from '../tracing/tracing.js';

/**
 * The outbox row of an event: `$1` its id, `$2` its type, `$3` its envelope (JSON), `$4` the
 * trace context that wrote it. Exported for the bench's Fastify + pg baseline, which writes
 * the same rows.
 */
export const OUTBOX_INSERT_SQL =
  'INSERT INTO outbox (id, type, envelope, trace_parent) VALUES ($1, $2, $3, $4)';

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
  await manager.query(OUTBOX_INSERT_SQL, [
    envelope.id,
    envelope.type,
    JSON.stringify(envelope),
    currentTraceparent(),
  ]);
  markOutboxWritten(manager);
  return envelope;
}

/** What a transaction that wrote to the outbox carries on its query runner until it ends. */
const WROTE_OUTBOX = 'arogya.outbox';

function markOutboxWritten(manager: EntityManager) {
  const runner = manager.queryRunner!;
  runner.data = { ...(runner.data as object), [WROTE_OUTBOX]: true };
}

/**
 * Calls `wake` right after every commit of a transaction that wrote to the outbox, so the
 * relay of this process publishes at once instead of waiting for PostgreSQL's notification
 * (which still wakes the relays of other processes, and this one should this call be missed).
 */
export function wakeAfterOutboxCommit(ds: DataSource, wake: () => void): void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit(event) {
      const data = event.queryRunner.data as Record<string, unknown> | undefined;
      if (!data?.[WROTE_OUTBOX]) return;
      data[WROTE_OUTBOX] = false;
      wake();
    },
    afterTransactionRollback(event) {
      const data = event.queryRunner.data as Record<string, unknown> | undefined;
      if (data) data[WROTE_OUTBOX] = false;
    },
  };
  ds.subscribers.push(subscriber);
}
