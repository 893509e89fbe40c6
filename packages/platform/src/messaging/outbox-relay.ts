import type { Namespace } from '@arogya/contracts';
import type { JetStreamClient } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { CORRELATION_HEADER } from '../context/correlation.js';
import type { Logger } from '../logging/logger.js';
import { wakeAfterOutboxCommit } from './outbox.js';
import { lazyGauge, outboxPublishErrors, outboxPublished } from '../metrics/metrics.js';
import {
  contextFromTraceparent,
  inSpan,
  injectIntoNatsHeaders,
  SpanKind,
} from '../tracing/tracing.js';

interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  envelope: { correlationId?: string };
  trace_parent: string | null;
}

export interface OutboxRelayOptions {
  /** Polling interval, the fallback when a notification is missed. */
  pollMs: number;
  batchSize?: number;
  /** Published rows are deleted after this many days. */
  retentionDays?: number;
  /** Test seam: runs after a batch is published and before it is marked published. */
  afterPublish?: (ids: string[]) => Promise<void> | void;
}

/**
 * Publishes outbox rows to JetStream in order, then marks them published. Wakes right after
 * a commit of this process that wrote to the outbox, on `NOTIFY outbox` (sent at commit by a
 * trigger; those of this process's own connections are ignored, as it woke already) for other
 * processes' writes, and polls as a fallback. A batch's rows are published
 * together (pipelined on the one connection, so the stream keeps their order) and marked up
 * to the first that failed. Rows are claimed
 * with `FOR UPDATE SKIP LOCKED`, so several replicas can relay side by side. A crash between
 * publishing and marking republishes the same rows with the same `msgID`; JetStream drops
 * the duplicates inside its window, and consumers' inboxes absorb any that get through.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  /** Set by a notification that arrives while a batch is under way (no one is waiting). */
  private signalled = false;
  private listener: pg.Client | undefined;
  private lastPrune = 0;
  private wakeInstalled = false;

  constructor(
    private readonly ds: DataSource,
    private readonly js: JetStreamClient,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly opts: OutboxRelayOptions,
  ) {
    lazyGauge('outbox_pending', 'Outbox rows not yet published', async () =>
      this.ds.isInitialized ? Number((await this.lag()).pending) : null,
    );
    lazyGauge('outbox_lag_seconds', 'Age of the oldest unpublished outbox row', async () =>
      this.ds.isInitialized ? (await this.lag()).ageSeconds : null,
    );
  }

  private async lag(): Promise<{ pending: number; ageSeconds: number }> {
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS pending,
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM outbox WHERE published_at IS NULL`,
    )) as { pending: number; age: number }[];
    return { pending: row?.pending ?? 0, ageSeconds: row?.age ?? 0 };
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (!this.wakeInstalled) {
      this.wakeInstalled = true;
      wakeAfterOutboxCommit(this.ds, () => this.signal());
    }
    await this.listen();
    this.loop = this.run();
  }

  /** Finishes the batch in hand and stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.signal();
    await this.loop;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const options = this.ds.options as { url?: string };
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', (msg) => {
      // a commit of this process woke the relay already, right after it (a second, empty batch
      // per transaction otherwise); other processes' commits wake it here
      if (!this.ownBackend(msg.processId)) this.signal();
    });
    client.on('error', (err: Error) => {
      this.log.warn({ err }, 'Outbox listener lost its connection; polling until it is back');
      this.listener = undefined;
      setTimeout(
        () => void (this.running ? this.listen().catch(() => undefined) : undefined),
        1000,
      );
    });
    try {
      await client.connect();
      await client.query('LISTEN outbox');
      this.listener = client;
    } catch (err) {
      this.log.warn({ err }, 'Outbox listener could not start; polling instead');
      await client.end().catch(() => undefined);
    }
  }

  /** Whether backend `pid` is one of this process's pooled connections (woken in-process). */
  private ownBackend(pid: number): boolean {
    const pool = (this.ds.driver as unknown as { master?: { _clients?: { processID?: number }[] } })
      .master;
    return pool?._clients?.some((c) => c.processID === pid) ?? false;
  }

  private async run(): Promise<void> {
    const batchSize = this.opts.batchSize ?? 100;
    let failures = 0;
    while (this.running) {
      this.signalled = false;
      let published = 0;
      try {
        published = await this.relayBatch(batchSize);
        failures = 0;
        await this.pruneIfDue();
      } catch (err) {
        failures++;
        outboxPublishErrors.inc();
        this.log.error({ err }, 'Outbox relay failed; retrying');
      }
      if (published === batchSize || (this.signalled && !failures)) continue;
      const delay = failures
        ? Math.min(this.opts.pollMs * 2 ** failures, 30_000)
        : this.opts.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  private signal() {
    this.signalled = true;
    this.wake?.();
  }

  /** Publishes one event, in the trace of the work that wrote it. */
  private publish(row: OutboxRow) {
    const subject = this.ns.subject(row.type);
    const options = {
      kind: SpanKind.PRODUCER,
      parent: contextFromTraceparent(row.trace_parent),
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject },
    };
    return inSpan(`publish ${row.type}`, options, () => {
      const h = natsHeaders();
      if (row.envelope.correlationId) h.set(CORRELATION_HEADER, row.envelope.correlationId);
      injectIntoNatsHeaders(h);
      return this.js.publish(subject, JSON.stringify(row.envelope), { msgID: row.id, headers: h });
    });
  }

  /** Publishes up to `limit` rows; returns how many were published. Public for tests. */
  async relayBatch(limit: number): Promise<number> {
    const outcome = await this.ds.transaction(async (m) => {
      const rows = (await m.query(
        `SELECT seq, id, type, envelope, trace_parent FROM outbox
          WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      )) as OutboxRow[];
      if (rows.length === 0) return { published: 0, failure: undefined };
      const done: string[] = [];
      let failure: unknown = undefined;
      const acks = await Promise.allSettled(rows.map((row) => this.publish(row)));
      for (const [i, ack] of acks.entries()) {
        const row = rows[i]!;
        if (ack.status === 'fulfilled') {
          done.push(row.seq);
          continue;
        }
        failure = ack.reason;
        // keep order: this row and the later ones go again (JetStream drops the copies of
        // those that did get out, by msgID)
        await m.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE seq = $1', [
          row.seq,
          String((ack.reason as Error).message).slice(0, 500),
        ]);
        break;
      }
      if (done.length) {
        await this.opts.afterPublish?.(rows.filter((r) => done.includes(r.seq)).map((r) => r.id));
        await m.query('UPDATE outbox SET published_at = now() WHERE seq = ANY($1::bigint[])', [
          done,
        ]);
        outboxPublished.inc(done.length);
      }
      return { published: done.length, failure };
    });
    // raised after commit, so the rows that did go out stay marked
    if (outcome.failure) throw outcome.failure;
    return outcome.published;
  }

  private async pruneIfDue() {
    const now = Date.now();
    if (now - this.lastPrune < 60 * 60 * 1000) return;
    this.lastPrune = now;
    const days = this.opts.retentionDays ?? 7;
    await this.ds.query(
      `DELETE FROM outbox WHERE published_at < now() - make_interval(days => $1)`,
      [days],
    );
    await this.ds.query(
      `DELETE FROM processed_events WHERE processed_at < now() - make_interval(days => $1)`,
      [days * 4],
    );
  }
}
