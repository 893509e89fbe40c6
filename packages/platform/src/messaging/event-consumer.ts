import {
  DLQ_SUBJECT_ROOT,
  isEnvelope,
  type EventDefinition,
  type EventEnvelope,
  type Namespace,
} from '@arogya/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { headers as natsHeaders, nanos, type MsgHdrs } from '@nats-io/transport-node';
import type { DataSource, EntityManager } from 'typeorm';
import { isUnavailable } from '../database/pg-errors.js';
import { runWithCorrelation } from '../context/correlation.js';
import {
  contextFromNatsHeaders,
  failSpan,
  inSpan,
  SpanKind,
  type Span,
} from '../tracing/tracing.js';
import type { Logger } from '../logging/logger.js';
import { consumerRedeliveries, deadLettered, eventsHandled } from '../metrics/metrics.js';
import { streamNames } from './streams.js';

/** A handler of one event type, run inside the inbox transaction. */
export interface EventHandlerRegistration<TType extends string, TData> {
  /** Durable consumer name, unique per service and purpose, e.g. `cart-order-placed`. */
  consumer: string;
  event: EventDefinition<TType, TData>;
  handle(event: EventEnvelope<TType, TData>, manager: EntityManager): Promise<void>;
  /**
   * Work that must not run inside the transaction (a call to a provider, a job to schedule):
   * runs once `handle` committed. It is not retried, so what it starts must also be found
   * by a sweep (e.g. a repeatable job looking for rows `handle` left to do).
   */
  afterCommit?(event: EventEnvelope<TType, TData>): Promise<void>;
}

export interface EventConsumerOptions {
  /** Deliveries before the event goes to the dead-letter stream (those failed by a database outage aside). */
  maxDeliver?: number;
  /** Handlers running at once. */
  concurrency?: number;
  ackWaitMs?: number;
  /** Delay before redelivery number n (1-based) after a failure. */
  backoffMs?: (delivery: number) => number;
}

/**
 * Headers a dead letter carries, beside the original message's own (correlation id, trace
 * context; its `Nats-*` headers are not copied: the dead letter's `msgID` is its own).
 */
export const DLQ_HEADERS = {
  error: 'x-dlq-error',
  subject: 'x-dlq-original-subject',
  consumer: 'x-dlq-consumer',
  deliveries: 'x-dlq-deliveries',
  /** The original `Nats-Msg-Id` (the outbox relay's: the event id, which inboxes dedupe on) */
  msgId: 'x-dlq-original-msg-id',
  /** ISO time the original was stored in the event stream */
  publishedAt: 'x-dlq-original-time',
  /** ISO time of the first failed delivery this consumer saw */
  firstFailure: 'x-dlq-first-failure',
  /** ISO time of the last failure, when the event was dead-lettered */
  lastFailure: 'x-dlq-last-failure',
} as const;

/**
 * Headers of a replayed event, kept should it fail again: the dead letter it came from, and
 * the original message id (its own `msgID` is the replay's).
 */
export const REPLAY_HEADERS = {
  from: 'x-replay-of-dlq',
  msgId: 'x-replay-original-msg-id',
} as const;

/** First failures remembered between deliveries of the same message (bounded). */
const FIRST_FAILURES_MAX = 10_000;

const defaultBackoff = (n: number) => Math.min(250 * 2 ** (n - 1), 30_000);

/**
 * A durable JetStream consumer with exactly-once effect: each event runs in one database
 * transaction that first records `(consumer, event id)` in `processed_events`; a conflict
 * means the event was handled before, so it is acked and skipped. The ack follows the commit.
 * A failure is `nak`ed with backoff; at the last allowed delivery the event is copied to the
 * dead-letter stream with its error and original subject in headers, and `term`ed. A failure
 * because the database is unavailable (down, restarting, the connection cut) is not the event's
 * fault: it is retried with backoff for as long as that lasts, and never dead-lettered.
 */
export class EventConsumer<TType extends string, TData> {
  private running = false;
  private loop: Promise<void> | undefined;
  private messages: ConsumerMessages | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * When each message now being retried first failed here, by stream sequence (redeliveries
   * that go to another replica, or follow a restart, fall back to the event's publication).
   */
  private readonly firstFailures = new Map<number, number>();
  private readonly maxDeliver: number;
  private readonly concurrency: number;

  constructor(
    private readonly ds: DataSource,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly registration: EventHandlerRegistration<TType, TData>,
    private readonly opts: EventConsumerOptions = {},
  ) {
    this.maxDeliver = opts.maxDeliver ?? 5;
    this.concurrency = opts.concurrency ?? 8;
  }

  private get durable() {
    return this.ns.stream(this.registration.consumer).replace(/[^\w-]/g, '_');
  }

  /** The consumer's name (its handler registration's). */
  get name(): string {
    return this.registration.consumer;
  }

  /** Events not yet handled: waiting in the stream plus delivered and not yet acknowledged. */
  async lag(): Promise<number> {
    const info = await this.jsm.consumers.info(streamNames(this.ns).shop, this.durable);
    return info.num_pending + info.num_ack_pending;
  }

  /** Creates the durable consumer if needed and starts consuming. */
  async start(): Promise<void> {
    const stream = streamNames(this.ns).shop;
    const config = {
      durable_name: this.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: this.ns.subject(this.registration.event.type),
      // unlimited: the handler decides when an event is dead (a database outage never kills one)
      max_deliver: -1,
      ack_wait: nanos(this.opts.ackWaitMs ?? 30_000),
      max_ack_pending: this.concurrency * 4,
    };
    try {
      await this.jsm.consumers.info(stream, this.durable);
      await this.jsm.consumers.update(stream, this.durable, config);
    } catch (err) {
      if (!/not found/i.test((err as Error).message)) throw err;
      await this.jsm.consumers.add(stream, config);
    }
    this.running = true;
    this.loop = this.run(stream);
  }

  /** Stops taking messages and waits for the handlers in flight. */
  async stop(): Promise<void> {
    this.running = false;
    await this.messages?.close().catch(() => undefined);
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  /** The consume loop restarts itself after errors (server restarts, deleted consumer). */
  private async run(stream: string): Promise<void> {
    while (this.running) {
      try {
        const consumer = await this.js.consumers.get(stream, this.durable);
        this.messages = await consumer.consume({ max_messages: this.concurrency });
        for await (const msg of this.messages) {
          while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
          const p = this.process(msg).finally(() => this.inFlight.delete(p));
          this.inFlight.add(p);
          if (!this.running) break;
        }
      } catch (err) {
        if (!this.running) break;
        this.log.warn({ err, consumer: this.durable }, 'Event consumer stopped; restarting');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    const name = this.registration.consumer;
    const delivery = msg.info.deliveryCount;
    if (delivery > 1) consumerRedeliveries.inc({ consumer: name });
    let envelope: EventEnvelope;
    try {
      envelope = msg.json<EventEnvelope>();
      if (!isEnvelope(envelope) || !this.registration.event.isData(envelope.data)) {
        throw new Error('Malformed event: envelope or payload does not match its type');
      }
    } catch (err) {
      // a malformed event never gets better: straight to the dead letters
      await this.deadLetter(msg, err);
      return;
    }
    const spanOptions = {
      kind: SpanKind.CONSUMER,
      parent: contextFromNatsHeaders(msg.headers),
      attributes: {
        'messaging.system': 'nats',
        'messaging.consumer.group.name': name,
        'messaging.message.id': envelope.id,
        'messaging.message.delivery_count': delivery,
      },
    };
    const handle = (s: Span) =>
      runWithCorrelation(envelope.correlationId, () => this.handle(msg, envelope, s));
    await inSpan(`process ${envelope.type}`, spanOptions, handle);
  }

  private async handle(msg: JsMsg, envelope: EventEnvelope, span: Span): Promise<void> {
    const name = this.registration.consumer;
    const delivery = msg.info.deliveryCount;
    try {
      const outcome = await this.ds.transaction(async (m) => {
        const inserted = (await m.query(
          `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING 1`,
          [name, envelope.id],
        )) as unknown[];
        if (inserted.length === 0) return 'duplicate' as const;
        await this.registration.handle(envelope as EventEnvelope<TType, TData>, m);
        return 'handled' as const;
      });
      msg.ack();
      this.firstFailures.delete(msg.info.streamSequence);
      eventsHandled.inc({ consumer: name, outcome });
      if (outcome === 'handled' && this.registration.afterCommit) {
        await this.registration
          .afterCommit(envelope as EventEnvelope<TType, TData>)
          .catch((err: unknown) =>
            this.log.warn(
              { err, consumer: name, eventId: envelope.id },
              'After-commit work failed',
            ),
          );
      }
    } catch (err) {
      failSpan(span, err);
      const unavailable = isUnavailable(err);
      if (delivery >= this.maxDeliver && !unavailable) {
        await this.deadLetter(msg, err);
        return;
      }
      this.noteFailure(msg.info.streamSequence);
      eventsHandled.inc({ consumer: name, outcome: 'retry' });
      this.log.warn(
        { err, consumer: name, delivery, eventId: envelope.id },
        unavailable
          ? 'Event handler failed: database unavailable, retrying'
          : 'Event handler failed',
      );
      msg.nak((this.opts.backoffMs ?? defaultBackoff)(delivery));
    }
  }

  private noteFailure(seq: number) {
    if (this.firstFailures.has(seq)) return;
    if (this.firstFailures.size >= FIRST_FAILURES_MAX) {
      this.firstFailures.delete(this.firstFailures.keys().next().value!);
    }
    this.firstFailures.set(seq, Date.now());
  }

  /**
   * The dead letter's headers: the original's own (not `Nats-*`), then the error, where the
   * event came from, its message id, and when it was published, first failed and last failed.
   */
  private deadLetterHeaders(msg: JsMsg, err: unknown): MsgHdrs {
    const h = natsHeaders();
    for (const [key, values] of msg.headers ?? []) {
      if (/^(nats-|x-dlq-)/i.test(key)) continue;
      for (const value of values) h.append(key, value);
    }
    const seq = msg.info.streamSequence;
    const publishedAt = Math.floor(msg.info.timestampNanos / 1e6);
    const now = Date.now();
    const first = this.firstFailures.get(seq) ?? (msg.info.deliveryCount > 1 ? publishedAt : now);
    h.set(DLQ_HEADERS.error, String((err as Error)?.message ?? err).slice(0, 1000));
    h.set(DLQ_HEADERS.subject, msg.subject);
    h.set(DLQ_HEADERS.consumer, this.registration.consumer);
    h.set(DLQ_HEADERS.deliveries, String(msg.info.deliveryCount));
    const msgId = msg.headers?.get(REPLAY_HEADERS.msgId) || msg.headers?.get('Nats-Msg-Id');
    if (msgId) h.set(DLQ_HEADERS.msgId, msgId);
    h.set(DLQ_HEADERS.publishedAt, new Date(publishedAt).toISOString());
    h.set(DLQ_HEADERS.firstFailure, new Date(first).toISOString());
    h.set(DLQ_HEADERS.lastFailure, new Date(now).toISOString());
    return h;
  }

  private async deadLetter(msg: JsMsg, err: unknown) {
    const name = this.registration.consumer;
    const original = this.ns.unprefix(msg.subject);
    try {
      // the letter's own msgID: with the original's, the DLQ's duplicate window would drop the
      // same event's letter from a second consumer, or from a replay failing again, for 2 minutes
      await this.js.publish(this.ns.subject(`${DLQ_SUBJECT_ROOT}.${name}.${original}`), msg.data, {
        headers: this.deadLetterHeaders(msg, err),
        msgID: `${name}:${msg.info.streamSequence}`,
      });
      // no reason text: servers before 2.10 do not know `+TERM <reason>` and would leave the
      // message pending for ever (counted as consumer lag); the reason is in the DLQ headers
      msg.term();
      this.firstFailures.delete(msg.info.streamSequence);
      deadLettered.inc({ consumer: name });
      this.log.error({ err, consumer: name, subject: msg.subject }, 'Event moved to dead letters');
    } catch (publishErr) {
      // the DLQ is unreachable: keep the message and try again later
      this.log.error({ err: publishErr }, 'Could not dead-letter event; will retry');
      msg.nak(5000);
    }
  }
}
