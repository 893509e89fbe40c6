import {
  DLQ_AUDIT_SUBJECT_ROOT,
  type DeadLetterAuditEntry,
  type Namespace,
  type Page,
} from '@arogya/contracts';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  type StoredMsg,
} from '@nats-io/jetstream';
import { streamNames } from './streams.js';
import { storedMessage, streamPage, type StreamPageQuery } from './stream-pages.js';

/** An audit record before the stream gives it its sequence. */
export type DeadLetterAuditRecord = Omit<DeadLetterAuditEntry, '_id'>;

const toEntry = (msg: StoredMsg): DeadLetterAuditEntry => ({
  _id: String(msg.seq),
  ...msg.json<DeadLetterAuditRecord>(),
});

/**
 * The audit trail of dead letters: the stream `SHOP_DLQ_AUDIT`, one subject per dead letter
 * (`dlq-audit.<its sequence>`). The record of an action is also its claim: it is written with
 * JetStream's expected last sequence of its subject, so of two admins acting on one letter at
 * once only one record is stored, durably and beyond any duplicate window, and whatever the
 * other one does next sees it. Its messages cannot be deleted or purged.
 */
export class DeadLetterAudit {
  private readonly stream: string;

  constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly ns: Namespace,
  ) {
    this.stream = streamNames(ns).dlqAudit;
  }

  private subject(letterId: string): string {
    return this.ns.subject(`${DLQ_AUDIT_SUBJECT_ROOT}.${letterId}`);
  }

  /** The latest record about dead letter `letterId`, with its sequence; null when none. */
  async last(letterId: string): Promise<{ seq: number; entry: DeadLetterAuditEntry } | null> {
    const msg = await this.jsm.streams.getMessage(this.stream, {
      last_by_subj: this.subject(letterId),
    });
    return msg ? { seq: msg.seq, entry: toEntry(msg) } : null;
  }

  /**
   * Stores `record` if the letter's latest record is still the one at `after` (0: none);
   * answers the stored entry, or null when someone else's record came first.
   */
  async claim(record: DeadLetterAuditRecord, after: number): Promise<DeadLetterAuditEntry | null> {
    try {
      const ack = await this.js.publish(this.subject(record.deadLetterId), JSON.stringify(record), {
        expect: { lastSubjectSequence: after },
      });
      return { _id: String(ack.seq), ...record };
    } catch (err) {
      if (
        err instanceof JetStreamApiError &&
        err.code === JetStreamApiCodes.StreamWrongLastSequence
      )
        return null;
      throw err;
    }
  }

  /** One page of the trail (sequence order: the order the actions were taken). */
  page(query: StreamPageQuery): Promise<Page<DeadLetterAuditEntry>> {
    return streamPage(this.jsm, this.stream, query, toEntry);
  }

  /** The records with the given sequences that exist. */
  async many(ids: number[]): Promise<DeadLetterAuditEntry[]> {
    const msgs = await Promise.all(ids.map((seq) => storedMessage(this.jsm, this.stream, seq)));
    return msgs.filter((m) => m !== null).map(toEntry);
  }
}
