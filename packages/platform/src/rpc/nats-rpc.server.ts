import { InvalidRequest, type Namespace, type RpcDefinition } from '@arogya/contracts';
import {
  headers as natsHeaders,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import {
  BaseRpcContext,
  Server,
  type CustomTransportStrategy,
  type MessageHandler,
} from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
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
import { RPC_DEFINITION } from './handles.js';
import { RawJson } from './raw-json.js';
import { toRpcErrorBody } from './rpc-error.js';
import { RPC_STATUS_HEADER, decoder, encoder } from './wire.js';

/** What the server needs from the application container. */
export interface RpcServerDeps {
  nc: NatsConnection;
  ns: Namespace;
  log: Logger;
}

/** What a handler may read about the message besides its payload: `[subject, headers]`. */
export class RpcContext extends BaseRpcContext<[string, Msg['headers']]> {}

/**
 * Nest custom transport for request/reply over core NATS. Each `@Handles(Calls.x)` handler is
 * subscribed on the call's namespaced subject in one queue group per service, so that
 * replicas share the load. Differences from Nest's built-in NATS transport, and why:
 * - the payload is parsed by the call's definition before the handler runs: a malformed one
 *   is answered 400 with the parse's message and counted in `rpc_server_rejected_total`;
 * - the reply carries its status in a header and the payload as plain JSON, so a service can
 *   answer with JSON text it already has (`RawJson`) and the gateway can pass it through;
 * - the correlation id travels in a NATS header and is put in scope for logs and events;
 * - callers use plain `request()`, so "nobody is listening" is answered at once (503)
 *   instead of after a timeout;
 * - `close()` drains subscriptions and waits for handlers still running.
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private deps: RpcServerDeps | undefined;

  /**
   * @param queue queue group: the service name
   * @param resolve gives the connection once the Nest container exists (Nest needs the
   *   transport before it builds the container that holds the connection)
   */
  constructor(
    private readonly queue: string,
    private readonly resolve: () => RpcServerDeps,
  ) {
    super();
  }

  private get log(): Logger {
    return this.deps!.log;
  }

  listen(callback: () => void) {
    this.deps = this.resolve();
    const { nc, ns } = this.deps;
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) continue;
      if (!handler.extras?.[RPC_DEFINITION]) {
        // every call is declared in @arogya/contracts: no handler reads an untyped payload
        throw new Error(`RPC handler for ${pattern} has no call definition: use @Handles(…)`);
      }
      const sub = nc.subscribe(ns.subject(pattern), {
        queue: this.queue,
        callback: (err, msg) => {
          if (err) {
            this.log.error({ err, pattern }, 'RPC subscription failed');
            return;
          }
          const p = this.handleMessage(pattern, handler, msg).finally(() =>
            this.inFlight.delete(p),
          );
          this.inFlight.add(p);
        },
      });
      this.subscriptions.push(sub);
    }
    this.log.info({ patterns: [...this.messageHandlers.keys()] }, 'RPC handlers listening');
    callback();
  }

  private async handleMessage(pattern: string, handler: MessageHandler, msg: Msg): Promise<void> {
    const correlationId = correlationIdFrom(msg.headers?.get(CORRELATION_HEADER));
    const parent = contextFromNatsHeaders(msg.headers);
    const attributes = { 'rpc.system': 'nats', 'rpc.method': pattern };
    const serve = (span: Span) =>
      runWithCorrelation(correlationId, () =>
        this.serve(pattern, handler, msg, correlationId, span),
      );
    await inSpan(pattern, { kind: SpanKind.SERVER, attributes, parent }, serve);
  }

  private async serve(
    pattern: string,
    handler: MessageHandler,
    msg: Msg,
    correlationId: string,
    span: Span,
  ): Promise<void> {
    const stop = rpcServedDuration.startTimer({ pattern });
    let status = 200;
    let body: string;
    try {
      const data = this.parse(pattern, handler, msg);
      const ctx = new RpcContext([msg.subject, msg.headers]);
      const result: unknown = await lastValueFrom(
        this.transformToObservable(await handler(data, ctx)),
        { defaultValue: null },
      );
      body = result instanceof RawJson ? result.json : JSON.stringify(result ?? null);
    } catch (err) {
      const e = toRpcErrorBody(err);
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

  /** The payload as the handler's call definition reads it; throws `InvalidRequest`. */
  private parse(pattern: string, handler: MessageHandler, msg: Msg): unknown {
    const def = handler.extras?.[RPC_DEFINITION] as RpcDefinition<unknown, unknown> | undefined;
    try {
      let payload: unknown;
      try {
        payload = msg.data.length ? (JSON.parse(decoder.decode(msg.data)) as unknown) : undefined;
      } catch {
        throw new InvalidRequest('Malformed request');
      }
      return def ? def.parse(payload) : payload;
    } catch (err) {
      if (err instanceof InvalidRequest) rpcRejected.inc({ pattern });
      throw err;
    }
  }

  async close() {
    await Promise.allSettled(this.subscriptions.map((s) => s.drain()));
    this.subscriptions.length = 0;
    await Promise.allSettled([...this.inFlight]);
  }

  on(): never {
    throw new Error('NatsRpcServer does not emit events');
  }

  unwrap<T>(): T {
    return this.deps?.nc as T;
  }
}
