import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { ShiprocketError } from '../errors.js';
import { STATUS_MESSAGES, type ApiFaultKind, type Faults } from '../faults.js';

/** One API request, as `sandbox.requests()` and `GET /sandbox/requests` list it. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Epoch milliseconds. */
  at: number;
  /** What hit it: a fault's kind, or `down` during an outage. */
  fault?: ApiFaultKind | 'down';
}

/** How long a `timeout` fault holds a request by default. */
const TIMEOUT_HOLD_MS = 30_000;

/** Cuts the connection of `request` without an answer. */
function cut(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket.destroy();
  return reply;
}

/**
 * First `onRequest` hook: records every Shiprocket API request (`/v1/external/*`), then an
 * outage answers it (503), or the first matching fault delays it, answers an error, holds it
 * until cut, or cuts it. Runs before the bearer auth, as a gateway's faults would. `closing`
 * cuts waits short when the sandbox stops.
 */
export function installFaults(
  app: FastifyInstance,
  faults: Faults,
  requests: RecordedRequest[],
  closing: AbortSignal,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/v1/external/')) return;
    const record: RecordedRequest = { method: request.method, url: request.url, at: Date.now() };
    requests.push(record);
    const outage = faults.down();
    if (outage) {
      record.fault = 'down';
      throw ShiprocketError.plain(outage.status, STATUS_MESSAGES[outage.status] ?? 'Server Error');
    }
    const fault = faults.take(request.method, path);
    if (!fault) return;
    record.fault = fault.kind;
    const wait = (ms: number) => sleep(ms, undefined, { signal: closing }).catch(() => undefined);
    switch (fault.kind) {
      case 'latency':
        await wait(fault.latencyMs ?? 0);
        return;
      case 'timeout':
        await wait(fault.latencyMs ?? TIMEOUT_HOLD_MS);
        return cut(request, reply);
      case 'reset':
        return cut(request, reply);
      case 'status': {
        const status = fault.status ?? 500;
        throw ShiprocketError.plain(
          status,
          fault.message ?? STATUS_MESSAGES[status] ?? 'Server Error',
        );
      }
    }
  });
}
