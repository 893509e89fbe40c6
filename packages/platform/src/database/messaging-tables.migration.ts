import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox (events written in the same transaction as the change) and the inbox
 * (`processed_events`, one row per consumer and event) that every service database has.
 * An insert into the outbox notifies the relay at commit through LISTEN/NOTIFY.
 */
export class MessagingTables1763700000000 implements MigrationInterface {
  name = 'MessagingTables1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        seq            bigserial PRIMARY KEY,
        id             uuid NOT NULL UNIQUE,
        type           text NOT NULL,
        envelope       jsonb NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        published_at   timestamptz,
        attempts       integer NOT NULL DEFAULT 0,
        last_error     text
      )`);
    await q.query(`CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL`);
    await q.query(`CREATE INDEX outbox_published_at ON outbox (published_at)`);
    await q.query(`
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('outbox', ''); RETURN NULL; END $$`);
    await q.query(`
      CREATE TRIGGER outbox_notify AFTER INSERT ON outbox
      FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`);
    await q.query(`
      CREATE TABLE processed_events (
        consumer      text NOT NULL,
        event_id      uuid NOT NULL,
        processed_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
    await q.query(`CREATE INDEX processed_events_at ON processed_events (processed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE processed_events');
    await q.query('DROP TRIGGER outbox_notify ON outbox');
    await q.query('DROP FUNCTION outbox_notify()');
    await q.query('DROP TABLE outbox');
  }
}
