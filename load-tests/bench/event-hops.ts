// The event path of a purchase, hop by hop, beside JetStream's own floor measured at the same
// time (local shop only: it listens on the shop's NATS). Each event's envelope says when it was
// written (`occurredAt`, in the transaction that made the change); the bench sees it on the
// wire when the relay publishes it. So, per purchase:
//   payment-verified: written → on the wire      (checkout's commit and outbox relay)
//   payment-verified on the wire → order written (orders' durable consumer and handler)
//   order-placed: written → on the wire          (orders' commit and outbox relay)
//   order-placed: written → confirmation accepted by SMTP (notifications' consumer, its job,
//                                                 the invoice PDF from orders, nodemailer)
// The floor: a message published every 40 ms into the shop's own stream, received by a durable
// pull consumer with `consume()` as the services' are (publish → delivery).
import type { MailSandbox } from '@arogya/mail-sandbox';
import {
  orderNumber,
  OrderPlacedV1,
  PaymentVerifiedV1,
  type EventEnvelope,
  type Namespace,
} from '@arogya/contracts';
import { streamNames } from '@arogya/platform';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { performance } from 'node:perf_hooks';
import { ms, table } from './report.js';
import { percentiles } from './stats.js';

/** Wall-clock milliseconds with sub-millisecond precision (the same clock as `occurredAt`). */
const now = () => performance.timeOrigin + performance.now();
const FLOOR_EVENT = 'shop.bench.jetstream-floor.v1';
const FLOOR_EVERY_MS = 40;

/** The hops of the shop's own events (the relay and a consumer each), held to JetStream's floor. */
export const EVENT_HOPS = [
  'payment-verified: written → on the wire',
  'payment-verified on the wire → order written',
  'order-placed: written → on the wire',
] as const;
/** A message through a provider: shown beside the others, not held to the floor. */
export const CONFIRMATION_HOP = 'order-placed: written → confirmation accepted by SMTP';
export const FLOOR_HOP = 'JetStream floor: publish → durable consumer';
export const HOPS = [...EVENT_HOPS, CONFIRMATION_HOP, FLOOR_HOP] as const;

/** Listens to a purchase's events and JetStream's floor; `take()` answers the hops since the last. */
export class EventHops {
  private verifiedSeen = new Map<string, number>();
  private readonly confirming = new Set<Promise<void>>();
  private lags = new Map<(typeof HOPS)[number], number[]>();
  private floorTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly durable: string,
    private readonly mail: MailSandbox | null,
  ) {}

  /** `mail`: the SMTP server notifications sends to (no confirmation hop without it). */
  static async start(natsUrl: string, ns: Namespace, mail: MailSandbox | null): Promise<EventHops> {
    const nc = await connect({ servers: natsUrl });
    const hops = new EventHops(nc, ns.stream('bench_floor'), mail);
    hops.listen(ns);
    await hops.startFloor(ns);
    return hops;
  }

  private record(hop: (typeof HOPS)[number], lag: number) {
    const list = this.lags.get(hop) ?? [];
    list.push(lag);
    this.lags.set(hop, list);
  }

  private listen(ns: Namespace) {
    const written = (e: EventEnvelope) => Date.parse(e.occurredAt);
    this.nc.subscribe(ns.subject(PaymentVerifiedV1.type), {
      callback: (_err, msg) => {
        const at = now();
        const e = msg.json<EventEnvelope<string, PaymentVerifiedV1>>();
        this.verifiedSeen.set(e.data.checkoutId, at);
        this.record(EVENT_HOPS[0], at - written(e));
      },
    });
    this.nc.subscribe(ns.subject(OrderPlacedV1.type), {
      callback: (_err, msg) => {
        const at = now();
        const e = msg.json<EventEnvelope<string, OrderPlacedV1>>();
        const verified = this.verifiedSeen.get(e.data.checkoutId);
        this.verifiedSeen.delete(e.data.checkoutId);
        if (verified !== undefined) this.record(EVENT_HOPS[1], written(e) - verified);
        this.record(EVENT_HOPS[2], at - written(e));
        this.confirmation(e);
      },
    });
  }

  /**
   * When the shopper's confirmation of order `e` reaches the SMTP server (a minute at most: a
   * confirmation later than that counts as never).
   */
  private confirmation(e: EventEnvelope<string, OrderPlacedV1>) {
    if (!this.mail) return;
    const subject = `order ${orderNumber(e.data.orderId)} is confirmed`;
    const arrived: Promise<void> = this.mail
      .waitFor((m) => m.subject.includes(subject), 60_000)
      .then((m) =>
        this.record(CONFIRMATION_HOP, Date.parse(m.receivedAt) - Date.parse(e.occurredAt)),
      )
      .catch(() => this.record(CONFIRMATION_HOP, Number.POSITIVE_INFINITY))
      .finally(() => this.confirming.delete(arrived));
    this.confirming.add(arrived);
  }

  /**
   * Waits for the confirmations of the orders seen so far (each a minute at most), so that a
   * run's figures hold its own orders' confirmations, however far the sends fell behind.
   */
  async settle(): Promise<void> {
    await Promise.all([...this.confirming]);
  }

  private async startFloor(ns: Namespace) {
    const jsm = await jetstreamManager(this.nc);
    const stream = streamNames(ns).shop;
    const subject = ns.subject(FLOOR_EVENT);
    await jsm.consumers.add(stream, {
      durable_name: this.durable,
      ack_policy: AckPolicy.Explicit,
      filter_subject: subject,
    });
    const js = jetstream(this.nc);
    const messages = await (await js.consumers.get(stream, this.durable)).consume();
    void (async () => {
      for await (const m of messages) {
        this.record(FLOOR_HOP, now() - m.json<{ at: number }>().at);
        m.ack();
      }
    })();
    this.floorTimer = setInterval(() => {
      void js.publish(subject, JSON.stringify({ at: now() })).catch(() => undefined);
    }, FLOOR_EVERY_MS);
  }

  /** A table of each hop's p50/p95/p99 since the last `take()`, and the figures reset. */
  take(): { table: string; p99: Map<(typeof HOPS)[number], number> } {
    const p99 = new Map<(typeof HOPS)[number], number>();
    const rows = HOPS.map((hop) => {
      const lags = this.lags.get(hop) ?? [];
      if (lags.length === 0) return [hop, '0', '', '', ''];
      const [p50, p95, p99v] = percentiles(lags, [50, 95, 99]);
      p99.set(hop, p99v!);
      return [hop, String(lags.length), ms(p50!), ms(p95!), ms(p99v!)];
    });
    this.lags.clear();
    return { table: table(['event hop', 'n', 'p50 ms', 'p95 ms', 'p99 ms'], rows), p99 };
  }

  async stop(): Promise<void> {
    clearInterval(this.floorTimer);
    await this.nc.close();
  }
}
