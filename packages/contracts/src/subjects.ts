/** Subjects whose events change what the catalog answers (read caches listen to these). */
export const CATALOG_EVENTS_WILDCARD = 'shop.catalog.>';

/** Subjects of the events that change who may do what (the gateway's auth cache listens). */
export const USERS_EVENTS_WILDCARD = 'shop.users.>';

/** Name of the one event stream (ARCHITECTURE §1) before the namespace is applied. */
export const SHOP_STREAM = 'SHOP';
/** Dead-letter stream for events whose handler kept failing. */
export const SHOP_DLQ_STREAM = 'SHOP_DLQ';
/** Subject root of all domain events. */
export const EVENT_SUBJECT_ROOT = 'shop';
/** Subject root of dead letters: `dlq.<consumer>.<original type>`. */
export const DLQ_SUBJECT_ROOT = 'dlq';
/** What admins did with dead letters, kept as long as the stream lives. */
export const SHOP_DLQ_AUDIT_STREAM = 'SHOP_DLQ_AUDIT';
/** Subject root of the audit trail: `dlq-audit.<dead letter sequence>`. */
export const DLQ_AUDIT_SUBJECT_ROOT = 'dlq-audit';

/**
 * A namespace isolates one shop (or one test run) from another on shared infrastructure:
 * it prefixes subjects, stream names, RPC patterns and database names. Empty in production.
 */
export class Namespace {
  constructor(readonly prefix: string) {
    if (prefix !== '' && !/^[a-z][a-z0-9_]{0,30}$/.test(prefix)) {
      throw new Error(
        `Invalid namespace "${prefix}": use lower-case letters, digits and _ (max 31), starting with a letter`,
      );
    }
  }

  /** A NATS subject (event or RPC pattern) inside this namespace. */
  subject(name: string): string {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }

  /** Strips the namespace from a subject received on the wire. */
  unprefix(subject: string): string {
    return this.prefix && subject.startsWith(`${this.prefix}.`)
      ? subject.slice(this.prefix.length + 1)
      : subject;
  }

  /** A JetStream stream or durable consumer name inside this namespace. */
  stream(name: string): string {
    return this.prefix ? `${this.prefix.toUpperCase()}_${name}` : name;
  }

  /** A PostgreSQL database name for `service` inside this namespace. */
  database(service: string): string {
    return this.prefix ? `${this.prefix}_${service}` : `arogya_${service}`;
  }

  /** A Redis key or BullMQ queue prefix inside this namespace. */
  redisPrefix(): string {
    return this.prefix ? `arogya:${this.prefix}` : 'arogya';
  }
}
