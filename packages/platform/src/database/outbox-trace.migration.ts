import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trace context (`traceparent`) of the work that wrote an outbox event, so that the relay
 * publishes it in the same trace and its consumers continue it.
 */
export class OutboxTraceContext1763800000000 implements MigrationInterface {
  name = 'OutboxTraceContext1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN trace_parent text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN trace_parent`);
  }
}
