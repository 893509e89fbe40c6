import type { Namespace, RpcDefinition } from '@arogya/contracts';
import { errors, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { CORRELATION_HEADER, currentCorrelationId } from '../context/correlation.js';
import { rpcClientErrors } from '../metrics/metrics.js';
import { inSpan, injectIntoNatsHeaders, SpanKind } from '../tracing/tracing.js';
import { ShopError } from './rpc-error.js';
import { RPC_STATUS_HEADER, decoder, encoder } from './wire.js';

/** The raw outcome of a call: status and the JSON bytes of the reply. */
export interface RawReply {
  status: number;
  body: Uint8Array;
}

/**
 * Calls other services over NATS request/reply, by call definition: the reply has the type
 * the definition declares, so a changed reply breaks the build of every caller.
 */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly ns: Namespace,
    private readonly timeoutMs: number,
  ) {}

  /**
   * Sends `request` and returns the reply as it came (status and JSON bytes, for a gateway
   * that passes them on). The request is parsed by its definition first, as the service will
   * parse it: one that would be refused (400) is refused here, without a round trip.
   * Transport failures become `ShopError`s: 503 when no replica of the service is listening
   * (or NATS is down), 504 on a time-out (the definition's own `timeoutMs`, else the client's).
   */
  callRaw<Req, Res>(
    def: RpcDefinition<Req, Res>,
    request: Req,
    timeoutMs = def.timeoutMs ?? this.timeoutMs,
  ): Promise<RawReply> {
    const pattern = def.subject;
    const attributes = { 'rpc.system': 'nats', 'rpc.method': pattern };
    return inSpan(pattern, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      const reply = await this.send(pattern, def.parse(request), timeoutMs);
      span.setAttribute('rpc.status', reply.status);
      return reply;
    });
  }

  private async send(pattern: string, data: unknown, timeoutMs: number): Promise<RawReply> {
    const service = pattern.split('.')[0] ?? 'service';
    const h = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) h.set(CORRELATION_HEADER, correlationId);
    injectIntoNatsHeaders(h);
    try {
      const payload = data === undefined ? new Uint8Array() : encoder.encode(JSON.stringify(data));
      const msg = await this.nc.request(this.ns.subject(pattern), payload, {
        timeout: timeoutMs,
        headers: h,
      });
      const status = Number(msg.headers?.get(RPC_STATUS_HEADER) || 200);
      return { status, body: msg.data };
    } catch (err) {
      if (
        err instanceof errors.TimeoutError ||
        (err as Error).cause instanceof errors.TimeoutError
      ) {
        rpcClientErrors.inc({ pattern, reason: 'timeout' });
        throw new ShopError(504, `The ${service} service did not answer in time`);
      }
      rpcClientErrors.inc({ pattern, reason: 'unavailable' });
      throw new ShopError(503, `The ${service} service is unavailable, please try again shortly`);
    }
  }

  /** Sends `request` and returns the reply; a failed call throws `ShopError`. */
  async call<Req, Res>(
    def: RpcDefinition<Req, Res>,
    request: Req,
    timeoutMs?: number,
  ): Promise<Res> {
    const reply = await this.callRaw(def, request, timeoutMs);
    const text = decoder.decode(reply.body);
    if (reply.status >= 400) throw rpcErrorFrom(reply.status, text);
    return (text ? JSON.parse(text) : null) as Res;
  }
}

/** The error an error reply stands for: its `message`, and its other fields as details. */
function rpcErrorFrom(status: number, text: string): ShopError {
  try {
    const { message, ...details } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string') return new ShopError(status, message, details);
  } catch {
    /* not JSON */
  }
  return new ShopError(status, 'Request failed');
}
