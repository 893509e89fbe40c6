import { sqlMigration } from './sql-migration.js';

/**
 * The outbox (events written in the same transaction as the change) and the inbox
 * (`processed_events`, one row per consumer and event) that every service database has.
 * An insert into the outbox notifies the relay at commit through LISTEN/NOTIFY.
 */
export const MessagingTables1763700000000 = sqlMigration(
  'MessagingTables1763700000000',
  [
    `
      CREATE TABLE outbox (
        seq            bigserial PRIMARY KEY,
        id             uuid NOT NULL UNIQUE,
        type           text NOT NULL,
        envelope       jsonb NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        published_at   timestamptz,
        attempts       integer NOT NULL DEFAULT 0,
        last_error     text
      )`,
    `CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL`,
    `CREATE INDEX outbox_published_at ON outbox (published_at)`,
    `
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('outbox', ''); RETURN NULL; END $$`,
    `
      CREATE TRIGGER outbox_notify AFTER INSERT ON outbox
      FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`,
    `
      CREATE TABLE processed_events (
        consumer      text NOT NULL,
        event_id      uuid NOT NULL,
        processed_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`,
    `CREATE INDEX processed_events_at ON processed_events (processed_at)`,
  ],
  [
    'DROP TABLE processed_events',
    'DROP TRIGGER outbox_notify ON outbox',
    'DROP FUNCTION outbox_notify()',
    'DROP TABLE outbox',
  ],
);
