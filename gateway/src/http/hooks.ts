import {
  CORRELATION_HEADER,
  correlationIdFrom,
  httpDuration,
  httpRequests,
  runWithCorrelation,
} from '@arogya/platform';
import type { FastifyInstance } from 'fastify';

/**
 * Per-request plumbing: the correlation id (taken from the caller or made here, echoed in
 * the response, and in scope for logs and NATS calls), a few safe headers, and metrics.
 */
export function installHttpHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', (req, reply, done) => {
    const id = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    void reply.header(CORRELATION_HEADER, id);
    void reply.header('x-content-type-options', 'nosniff');
    runWithCorrelation(id, done);
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: req.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
