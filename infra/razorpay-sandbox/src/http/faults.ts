import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { faultError, type Faults } from '../faults.js';

/** One request to the API or `/sandbox/pay`, as `sandbox.state.requests` lists it. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Real time, milliseconds. */
  at: number;
  /** The kind of fault rule that hit it, if one did. */
  fault?: 'latency' | 'status' | 'reset';
}

/** Paths fault rules apply to: Razorpay's API and the popup's pay call, not the controls. */
function faultable(path: string): boolean {
  return (path.startsWith('/v1/') && path !== '/v1/checkout.js') || path === '/sandbox/pay';
}

/**
 * First `onRequest` hook: records every API and pay request, then lets the first matching
 * fault rule delay it, answer it with an error, or drop the connection. Runs before Basic auth,
 * as a gateway's faults would. `closing` cuts injected latency short when the sandbox stops.
 */
export function installFaults(
  app: FastifyInstance,
  faults: Faults,
  requests: RecordedRequest[],
  closing: AbortSignal,
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] as string;
    // CORS preflights are the browser's, not the shop's: neither recorded nor faulted.
    if (!faultable(path) || request.method === 'OPTIONS') return;
    const record: RecordedRequest = { method: request.method, url: request.url, at: Date.now() };
    requests.push(record);
    const rule = faults.take(request.method, path);
    if (!rule) return;
    record.fault = rule.kind;
    if (rule.kind === 'latency') {
      await sleep(rule.latencyMs ?? 0, undefined, { signal: closing }).catch(() => undefined);
      return;
    }
    if (rule.kind === 'reset') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    const error = faultError(rule);
    return reply.code(error.statusCode).send(error.body);
  });
}
