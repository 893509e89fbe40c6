import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; every metric of the shop lives here and `/metrics` serves it. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A counter in the registry: `name`, what it counts, and the labels it is split by. */
export const counter = <L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
) => new Counter<L>({ name, help, labelNames, registers: [registry] });

/**
 * A histogram of durations in seconds, split by `labelNames`; the shop's buckets (1 ms to
 * 5 s) unless `bucketBounds` gives others.
 */
export const durations = <L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  bucketBounds: number[] = buckets,
) => new Histogram<L>({ name, help, labelNames, buckets: bucketBounds, registers: [registry] });

export const httpRequests = counter(
  'http_requests_total',
  'HTTP requests served, by route and status code',
  ['method', 'route', 'status'],
);
export const httpDuration = durations('http_request_duration_seconds', 'HTTP request duration', [
  'method',
  'route',
]);
export const rpcServed = counter(
  'rpc_server_requests_total',
  'NATS RPC requests handled, by pattern and status',
  ['pattern', 'status'],
);
export const rpcServedDuration = durations(
  'rpc_server_duration_seconds',
  'NATS RPC handler duration',
  ['pattern'],
);
export const rpcRejected = counter(
  'rpc_server_rejected_total',
  'NATS RPC requests refused before their handler ran: the payload did not parse',
  ['pattern'],
);
export const rpcClientErrors = counter(
  'rpc_client_errors_total',
  'NATS RPC calls that failed in transport (no responders, timeout)',
  ['pattern', 'reason'],
);
export const outboxPublished = counter(
  'outbox_published_total',
  'Outbox rows published to JetStream',
);
export const outboxPublishErrors = counter(
  'outbox_publish_errors_total',
  'Failed attempts to publish outbox rows',
);
export const eventsHandled = counter(
  'events_handled_total',
  'Events taken from JetStream by a consumer, by outcome',
  ['consumer', 'outcome'],
);
export const consumerRedeliveries = counter(
  'consumer_redeliveries_total',
  'Deliveries of an event that had been delivered before',
  ['consumer'],
);
export const deadLettered = counter(
  'events_dead_lettered_total',
  'Events moved to the dead-letter stream',
  ['consumer'],
);

/** How long a scrape-time gauge keeps its last value while its source cannot be read. */
export const GAUGE_STALE_AFTER_MS = 60_000;

/** Options of the scrape-time gauges (`lazyGauge`, `lazyLabeledGauge`). */
export interface LazyGaugeOptions {
  /**
   * After this long without a successful read the gauge exports nothing (instead of freezing
   * at its last value during an outage); default `GAUGE_STALE_AFTER_MS`.
   */
  staleAfterMs?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * Tracks the last successful read of a scrape-time gauge and exports it as
 * `<name>_last_success_timestamp_seconds` (absent until the first success), so that alerts
 * can tell a healthy zero from a source nobody can read.
 */
function freshness(name: string, options: LazyGaugeOptions) {
  const staleAfterMs = options.staleAfterMs ?? GAUGE_STALE_AFTER_MS;
  const now = options.now ?? Date.now;
  const stampName = `${name}_last_success_timestamp_seconds`;
  if (registry.getSingleMetric(stampName)) registry.removeSingleMetric(stampName);
  const stamp = new Gauge({
    name: stampName,
    help: `Unix time of the last successful read of ${name}`,
    registers: [registry],
  });
  stamp.remove(); // no sample until the first success
  let last: number | undefined;
  return {
    succeeded() {
      last = now();
      stamp.set(last / 1000);
    },
    /** Whether the values read last are too old to be exported. */
    stale: () => last === undefined || now() - last > staleAfterMs,
  };
}

/**
 * Registers a gauge whose value is read when `/metrics` is scraped. While `read` fails (or
 * answers null: no source yet) the last value stays for `staleAfterMs`, then the gauge has no
 * sample until a read succeeds again; `<name>_last_success_timestamp_seconds` says when one
 * last did.
 */
export function lazyGauge(
  name: string,
  help: string,
  read: () => Promise<number | null>,
  options: LazyGaugeOptions = {},
): Gauge {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  const fresh = freshness(name, options);
  const gauge = new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        const value = await read();
        if (value !== null) {
          this.set(value);
          fresh.succeeded();
          return;
        }
      } catch {
        /* readiness reports the outage; the value is dropped once it is stale */
      }
      if (fresh.stale()) this.remove();
    },
  });
  gauge.remove(); // no sample before the first read
  return gauge;
}

/**
 * A gauge with labels whose values are read from their source at scrape time, like
 * `lazyGauge` (stale values dropped the same way); `read` gives one value per label set, and
 * label sets it no longer gives are dropped.
 */
export function lazyLabeledGauge<L extends string>(
  name: string,
  help: string,
  labelNames: L[],
  read: () => Promise<[Record<L, string>, number][]>,
  options: LazyGaugeOptions = {},
): Gauge<L> {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  const fresh = freshness(name, options);
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      try {
        const values = await read();
        this.reset();
        for (const [labels, value] of values) this.set(labels, value);
        fresh.succeeded();
      } catch {
        /* readiness reports the outage; the values are dropped once they are stale */
        if (fresh.stale()) this.reset();
      }
    },
  });
}
