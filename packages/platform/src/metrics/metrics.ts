import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; every metric of the shop lives here and `/metrics` serves it. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests served, by route and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration',
  labelNames: ['method', 'route'] as const,
  buckets,
  registers: [registry],
});
export const rpcServed = new Counter({
  name: 'rpc_server_requests_total',
  help: 'NATS RPC requests handled, by pattern and status',
  labelNames: ['pattern', 'status'] as const,
  registers: [registry],
});
export const rpcServedDuration = new Histogram({
  name: 'rpc_server_duration_seconds',
  help: 'NATS RPC handler duration',
  labelNames: ['pattern'] as const,
  buckets,
  registers: [registry],
});
export const rpcRejected = new Counter({
  name: 'rpc_server_rejected_total',
  help: 'NATS RPC requests refused before their handler ran: the payload did not parse',
  labelNames: ['pattern'] as const,
  registers: [registry],
});
export const rpcClientErrors = new Counter({
  name: 'rpc_client_errors_total',
  help: 'NATS RPC calls that failed in transport (no responders, timeout)',
  labelNames: ['pattern', 'reason'] as const,
  registers: [registry],
});
export const outboxPublished = new Counter({
  name: 'outbox_published_total',
  help: 'Outbox rows published to JetStream',
  registers: [registry],
});
export const outboxPublishErrors = new Counter({
  name: 'outbox_publish_errors_total',
  help: 'Failed attempts to publish outbox rows',
  registers: [registry],
});
export const eventsHandled = new Counter({
  name: 'events_handled_total',
  help: 'Events taken from JetStream by a consumer, by outcome',
  labelNames: ['consumer', 'outcome'] as const,
  registers: [registry],
});
export const consumerRedeliveries = new Counter({
  name: 'consumer_redeliveries_total',
  help: 'Deliveries of an event that had been delivered before',
  labelNames: ['consumer'] as const,
  registers: [registry],
});
export const deadLettered = new Counter({
  name: 'events_dead_lettered_total',
  help: 'Events moved to the dead-letter stream',
  labelNames: ['consumer'] as const,
  registers: [registry],
});

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
