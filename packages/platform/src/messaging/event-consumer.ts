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
import { headers as natsHeaders, nanos } from '@nats-io/transport-node';
import type { DataSource, EntityManager } from 'typeorm';
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
  /** Deliveries before the event goes to the dead-letter stream. */
  maxDeliver?: number;
  /** Handlers running at once. */
  concurrency?: number;
  ackWaitMs?: number;
  /** Delay before redelivery number n (1-based) after a failure. */
  backoffMs?: (delivery: number) => number;
}

/** Headers a dead letter carries. */
export const DLQ_HEADERS = {
  error: 'x-dlq-error',
  subject: 'x-dlq-original-subject',
  consumer: 'x-dlq-consumer',
  deliveries: 'x-dlq-deliveries',
} as const;

const defaultBackoff = (n: number) => Math.min(250 * 2 ** (n - 1), 30_000);

/**
 * A durable JetStream consumer with exactly-once effect: each event runs in one database
 * transaction that first records `(consumer, event id)` in `processed_events`; a conflict
 * means the event was handled before, so it is acked and skipped. The ack follows the commit.
 * A failure is `nak`ed with backoff; at the last allowed delivery the event is copied to the
 * dead-letter stream with its error and original subject in headers, and `term`ed.
 */
export class EventConsumer<TType extends string, TData> {
  private running = false;
  private loop: Promise<void> | undefined;
  private messages: ConsumerMessages | undefined;
  private readonly inFlight = new Set<Promise<void>>();
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
      max_deliver: this.maxDeliver,
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
      if (delivery >= this.maxDeliver) {
        await this.deadLetter(msg, err);
        return;
      }
      eventsHandled.inc({ consumer: name, outcome: 'retry' });
      this.log.warn(
        { err, consumer: name, delivery, eventId: envelope.id },
        'Event handler failed',
      );
      msg.nak((this.opts.backoffMs ?? defaultBackoff)(delivery));
    }
  }

  private async deadLetter(msg: JsMsg, err: unknown) {
    const name = this.registration.consumer;
    const h = natsHeaders();
    h.set(DLQ_HEADERS.error, String((err as Error)?.message ?? err).slice(0, 1000));
    h.set(DLQ_HEADERS.subject, msg.subject);
    h.set(DLQ_HEADERS.consumer, name);
    h.set(DLQ_HEADERS.deliveries, String(msg.info.deliveryCount));
    const original = this.ns.unprefix(msg.subject);
    try {
      await this.js.publish(this.ns.subject(`${DLQ_SUBJECT_ROOT}.${name}.${original}`), msg.data, {
        headers: h,
        msgID: `${name}:${msg.info.streamSequence}`,
      });
      // no reason text: servers before 2.10 do not know `+TERM <reason>` and would leave the
      // message pending for ever (counted as consumer lag); the reason is in the DLQ headers
      msg.term();
      deadLettered.inc({ consumer: name });
      this.log.error({ err, consumer: name, subject: msg.subject }, 'Event moved to dead letters');
    } catch (publishErr) {
      // the DLQ is unreachable: keep the message and try again later
      this.log.error({ err: publishErr }, 'Could not dead-letter event; will retry');
      msg.nak(5000);
    }
  }
}
