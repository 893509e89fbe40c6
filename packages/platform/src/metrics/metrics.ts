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

/** A histogram of durations in seconds (the shop's buckets), split by `labelNames`. */
export const durations = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });

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

/** Registers a gauge whose value is read when `/metrics` is scraped. */
export function lazyGauge(name: string, help: string, read: () => Promise<number | null>): Gauge {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        const value = await read();
        if (value !== null) this.set(value);
      } catch {
        /* a failing source leaves the last value; readiness reports the outage */
      }
    },
  });
}

/**
 * A gauge with labels whose values are read from their source at scrape time, like
 * `lazyGauge`; `read` gives one value per label set.
 */
export function lazyLabeledGauge<L extends string>(
  name: string,
  help: string,
  labelNames: L[],
  read: () => Promise<[Record<L, string>, number][]>,
): Gauge<L> {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      try {
        for (const [labels, value] of await read()) this.set(labels, value);
      } catch {
        /* a failing source leaves the last values; readiness reports the outage */
      }
    },
  });
}
