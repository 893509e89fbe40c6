import { ShopError, type Namespace } from '@arogya/contracts';
import {
  headers as natsHeaders,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import {
  CORRELATION_HEADER,
  correlationIdFrom,
  runWithCorrelation,
} from '../context/correlation.js';
import type { Logger } from '../logging/logger.js';
import { rpcRejected, rpcServed, rpcServedDuration } from '../metrics/metrics.js';
import {
  contextFromNatsHeaders,
  inSpan,
  SpanKind,
  SpanStatusCode,
  type Span,
} from '../tracing/tracing.js';
import { RawJson } from './raw-json.js';
import { toRpcErrorBody } from './rpc-error.js';
import type { RpcRegistration } from './rpc-handlers.js';
import { RPC_STATUS_HEADER, decoder, encoder } from './wire.js';

/**
 * Serves a service's calls over core NATS request/reply. Each registered call is subscribed on
 * its namespaced subject in one queue group per service, so that replicas share the load.
 * - the payload is parsed by the call's definition before the handler runs: a malformed one is
 *   answered 400 with the parse's message and counted in `rpc_server_rejected_total`;
 * - the reply carries its status in a header and the payload as plain JSON, so a service can
 *   answer with JSON text it already has (`RawJson`) and the gateway can pass it through;
 * - the correlation id travels in a NATS header and is put in scope for logs and events;
 * - callers use plain `request()`, so "nobody is listening" is answered at once (503)
 *   instead of after a timeout;
 * - `close()` drains subscriptions and waits for handlers still running.
 */
export class NatsRpcServer {
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  /** @param queue queue group: the service name */
  constructor(
    private readonly nc: NatsConnection,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly queue: string,
  ) {}

  /** Starts answering `calls`. */
  start(calls: RpcRegistration[]): void {
    for (const call of calls) {
      const pattern = call.def.subject;
      const sub = this.nc.subscribe(this.ns.subject(pattern), {
        queue: this.queue,
        callback: (err, msg) => {
          if (err) {
            this.log.error({ err, pattern }, 'RPC subscription failed');
            return;
          }
          const p = this.handleMessage(call, msg).finally(() => this.inFlight.delete(p));
          this.inFlight.add(p);
        },
      });
      this.subscriptions.push(sub);
    }
    if (calls.length) this.log.info({ calls: calls.map((c) => c.def.subject) }, 'Answering calls');
  }

  private async handleMessage(call: RpcRegistration, msg: Msg): Promise<void> {
    const pattern = call.def.subject;
    const correlationId = correlationIdFrom(msg.headers?.get(CORRELATION_HEADER));
    const parent = contextFromNatsHeaders(msg.headers);
    const attributes = { 'rpc.system': 'nats', 'rpc.method': pattern };
    const serve = (span: Span) =>
      runWithCorrelation(correlationId, () => this.serve(call, msg, correlationId, span));
    await inSpan(pattern, { kind: SpanKind.SERVER, attributes, parent }, serve);
  }

  private async serve(
    call: RpcRegistration,
    msg: Msg,
    correlationId: string,
    span: Span,
  ): Promise<void> {
    const pattern = call.def.subject;
    const stop = rpcServedDuration.startTimer({ pattern });
    let status = 200;
    let body: string;
    try {
      const result = await call.handle(this.parse(call, msg));
      body = result instanceof RawJson ? result.json : JSON.stringify(result ?? null);
    } catch (err) {
      const e = toRpcErrorBody(err, this.queue);
      status = e.status;
      body = JSON.stringify({ ...e.details, message: e.message });
      if (status >= 500) this.log.error({ err, pattern }, 'RPC handler failed');
    }
    stop();
    rpcServed.inc({ pattern, status: String(status) });
    span.setAttribute('rpc.status', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR, message: body });
    if (!msg.reply) return;
    const h = natsHeaders();
    h.set(RPC_STATUS_HEADER, String(status));
    h.set(CORRELATION_HEADER, correlationId);
    msg.respond(encoder.encode(body), { headers: h });
  }

  /** The payload as the call's definition reads it; throws `ShopError`. */
  private parse(call: RpcRegistration, msg: Msg): unknown {
    try {
      let payload: unknown;
      try {
        payload = msg.data.length ? (JSON.parse(decoder.decode(msg.data)) as unknown) : undefined;
      } catch {
        throw new ShopError(400, 'Malformed request');
      }
      return call.def.parse(payload);
    } catch (err) {
      if (err instanceof ShopError) rpcRejected.inc({ pattern: call.def.subject });
      throw err;
    }
  }

  /** Stops taking calls and waits for the ones being answered. */
  async close(): Promise<void> {
    await Promise.allSettled(this.subscriptions.map((s) => s.drain()));
    this.subscriptions.length = 0;
    await Promise.allSettled([...this.inFlight]);
  }
}
