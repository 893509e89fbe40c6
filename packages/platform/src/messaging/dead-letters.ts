import {
  EVENT_SUBJECT_ROOT,
  eventOwner,
  isEnvelope,
  type DeadLetter,
  type DeadLetterAction,
  type DeadLetterAuditEntry,
  type Namespace,
  type Page,
} from '@arogya/contracts';
import type { JetStreamClient, JetStreamManager, StoredMsg } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { conflict, notFound } from '../rpc/rpc-error.js';
import { DeadLetterAudit } from './dead-letter-audit.js';
import { DLQ_HEADERS, REPLAY_HEADERS } from './event-consumer.js';
import { streamNames } from './streams.js';
import { storedMessage, streamPage, type StreamPageQuery } from './stream-pages.js';

/**
 * Publishes dead letter `msg` again to its original subject: its original bytes and headers
 * (the event's id unchanged, which every inbox dedupes on), marked as a replay of the letter,
 * with its own JetStream `msgID` (see `DeadLetters`).
 */
async function publishReplay(js: JetStreamClient, msg: StoredMsg): Promise<void> {
  const h = natsHeaders();
  for (const [key, values] of msg.header) {
    if (!NOT_REPLAYED.test(key)) for (const value of values) h.append(key, value);
  }
  const eventId = eventIdOf(msg);
  h.set(REPLAY_HEADERS.from, String(msg.seq));
  if (eventId) h.set(REPLAY_HEADERS.msgId, eventId);
  await js.publish(msg.header.get(DLQ_HEADERS.subject), msg.data, {
    headers: h,
    msgID: `${eventId ?? 'no-id'}:replay:${msg.seq}`,
  });
}

/** The event id of a dead letter: its message id, or the envelope's id. */
function eventIdOf(msg: StoredMsg): string | null {
  const fromHeader = msg.header.get(DLQ_HEADERS.msgId);
  if (fromHeader) return fromHeader;
  try {
    const payload: unknown = JSON.parse(msg.string());
    return isEnvelope(payload) ? payload.id : null;
  } catch {
    return null;
  }
}

/**
 * What service `owner` answers to `<owner>.dead-letters.republish`: publishes dead letter `id`
 * again, if it is one of `owner`'s own events (a service may publish only those). Nothing is
 * recorded or removed here: the gateway's `DeadLetters` keeps the audit and removes the letter.
 */
export async function republishOwnDeadLetter(
  js: JetStreamClient,
  jsm: JetStreamManager,
  ns: Namespace,
  owner: string,
  id: number,
): Promise<{ republished: true }> {
  const msg = await storedMessage(jsm, streamNames(ns).dlq, id);
  if (!msg) throw notFound(`No dead letter ${id}`);
  const subject = ns.unprefix(msg.header.get(DLQ_HEADERS.subject));
  if (eventOwner(subject) !== owner)
    throw conflict(`Dead letter ${id} is "${subject}", not an event of ${owner}`);
  await publishReplay(js, msg);
  return { republished: true };
}

/**
 * How `DeadLetters` has a letter published again: by default itself (one NATS user that may
 * publish every event: npm start, compose, tests), or by asking the service that owns the
 * event (Kubernetes, where NATS lets each service publish only its own events).
 */
export type Republisher = (id: number, subject: string) => Promise<void>;

/** Who acts on a dead letter: an admin, as the gateway established it. */
export interface DeadLetterActor {
  userId: string;
  name: string;
  email: string | null;
}

/** Headers a replay does not carry over: JetStream's, the dead letter's, an earlier replay's. */
const NOT_REPLAYED = /^(nats-|x-dlq-|x-replay-)/i;

const handled = (id: number, e: DeadLetterAuditEntry) =>
  `Dead letter ${id} was already ${e.action} by ${e.by.name} at ${e.at}`;

/**
 * What admins do with the dead letters in `SHOP_DLQ` (ids: their stream sequences): list and
 * read them, replay one (its original bytes and headers, to its original subject) or discard
 * one with a reason. Each action is first recorded in the audit trail, whose record is the
 * claim that makes it happen once (`DeadLetterAudit`), then done, then the letter deleted.
 *
 * A replay keeps the event's id (the envelope travels unchanged), which every consumer's inbox
 * dedupes on: consumers of the subject that handled the event before skip it, and the one that
 * gave up handles it once. Its JetStream `msgID` is `<original msg id>:replay:<letter>`, not
 * the original's: the event stream's 2-minute duplicate window would silently drop a replay
 * made within 2 minutes of the original publication (most dead letters are that young), while
 * this one still lets JetStream drop a second copy of the same replay.
 *
 * An action that was recorded but not finished (the process died, NATS failed) is finished by
 * the next action on the letter: the same action answers as done, another is refused (409).
 */
export class DeadLetters {
  readonly audit: DeadLetterAudit;
  private readonly stream: string;

  constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly ns: Namespace,
    private readonly republisher?: Republisher,
  ) {
    this.stream = streamNames(ns).dlq;
    this.audit = new DeadLetterAudit(js, jsm, ns);
  }

  /** Letters in the stream (the `dlq_messages` gauge). */
  async count(): Promise<number> {
    return (await this.jsm.streams.info(this.stream)).state.messages;
  }

  /** One page of the letters, by stream sequence (the order they were dead-lettered). */
  list(query: StreamPageQuery): Promise<Page<DeadLetter>> {
    return streamPage(this.jsm, this.stream, query, (m) => this.view(m));
  }

  /** The letters with the given ids that are still there. */
  async many(ids: number[]): Promise<DeadLetter[]> {
    const msgs = await Promise.all(ids.map((id) => storedMessage(this.jsm, this.stream, id)));
    return msgs.filter((m) => m !== null).map((m) => this.view(m));
  }

  /** One letter; 404 naming who handled it when it is gone. */
  async get(id: number): Promise<DeadLetter> {
    const msg = await storedMessage(this.jsm, this.stream, id);
    if (msg) return this.view(msg);
    const last = await this.audit.last(String(id));
    throw notFound(last ? handled(id, last.entry) : `No dead letter ${id}`);
  }

  /** Republishes letter `id` to its original subject and removes it. */
  replay(id: number, by: DeadLetterActor): Promise<DeadLetterAuditEntry> {
    return this.act(id, 'replayed', by, null);
  }

  /** Removes letter `id` for `reason`. */
  discard(id: number, by: DeadLetterActor, reason: string): Promise<DeadLetterAuditEntry> {
    return this.act(id, 'discarded', by, reason);
  }

  private async act(
    id: number,
    action: DeadLetterAction,
    by: DeadLetterActor,
    reason: string | null,
  ): Promise<DeadLetterAuditEntry> {
    // the letter first, then its record: a letter gone by now has its record written already
    const msg = await storedMessage(this.jsm, this.stream, id);
    const previous = await this.audit.last(String(id));
    if (!msg) {
      if (previous) throw conflict(handled(id, previous.entry));
      throw notFound(`No dead letter ${id}`);
    }
    if (action === 'replayed') this.assertReplayable(id, msg);
    const letter = this.view(msg);
    // a record about this very letter (a sequence is reused only if the stream is recreated)
    let claim = previous?.entry.deadLetteredAt === msg.timestamp ? previous.entry : null;
    claim ??= await this.audit.claim(
      {
        deadLetterId: String(id),
        action,
        reason,
        at: new Date().toISOString(),
        by,
        subject: letter.subject,
        consumer: letter.consumer,
        error: letter.error,
        deliveries: letter.deliveries,
        eventId: letter.eventId,
        deadLetteredAt: msg.timestamp,
      },
      previous?.seq ?? 0,
    );
    // someone else's record came first: finish what it says
    claim ??= (await this.audit.last(String(id)))!.entry;
    if (claim.action === 'replayed') {
      if (this.republisher) await this.republisher(msg.seq, letter.subject);
      else await publishReplay(this.js, msg);
    }
    await this.remove(id);
    if (claim.action !== action) throw conflict(handled(id, claim));
    return claim;
  }

  /** Only events go back: a letter's subject header is not trusted to name an RPC subject. */
  private assertReplayable(id: number, msg: StoredMsg) {
    const subject = msg.header.get(DLQ_HEADERS.subject);
    if (!subject.startsWith(this.ns.subject(`${EVENT_SUBJECT_ROOT}.`)) || /[*>\s]/.test(subject)) {
      throw conflict(
        `Dead letter ${id} cannot be replayed: "${subject}" is not an event subject; discard it`,
      );
    }
  }

  private async remove(id: number) {
    try {
      await this.jsm.streams.deleteMessage(this.stream, id, false);
    } catch (err) {
      // a concurrent finisher of the same action deleted it first
      if (await storedMessage(this.jsm, this.stream, id)) throw err;
    }
  }

  private view(msg: StoredMsg): DeadLetter {
    const h = msg.header;
    const text = msg.string();
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // not JSON (a malformed event): shown as its text
    }
    const storedAt = msg.time.toISOString();
    return {
      _id: String(msg.seq),
      subject: this.ns.unprefix(h.get(DLQ_HEADERS.subject)),
      consumer: h.get(DLQ_HEADERS.consumer),
      error: h.get(DLQ_HEADERS.error),
      deliveries: Number(h.get(DLQ_HEADERS.deliveries)) || 0,
      firstFailedAt: h.get(DLQ_HEADERS.firstFailure) || h.get(DLQ_HEADERS.publishedAt) || storedAt,
      lastFailedAt: h.get(DLQ_HEADERS.lastFailure) || storedAt,
      publishedAt: h.get(DLQ_HEADERS.publishedAt) || null,
      eventId: h.get(DLQ_HEADERS.msgId) || (isEnvelope(payload) ? payload.id : null),
      replayOf: h.get(REPLAY_HEADERS.from) || null,
      payload,
    };
  }
}
