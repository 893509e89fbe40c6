import { sqlMigration } from './sql-migration.js';

/**
 * The trace context (`traceparent`) of the work that wrote an outbox event, so that the relay
 * publishes it in the same trace and its consumers continue it.
 */
export const OutboxTraceContext1763800000000 = sqlMigration(
  'OutboxTraceContext1763800000000',
  [`ALTER TABLE outbox ADD COLUMN trace_parent text`],
  [`ALTER TABLE outbox DROP COLUMN trace_parent`],
);
