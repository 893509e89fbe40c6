import {
  contextFromHttpHeaders,
  CORRELATION_HEADER,
  correlationIdFrom,
  currentTraceId,
  httpDuration,
  httpRequests,
  runWithCorrelation,
  SpanKind,
  SpanStatusCode,
  startSpan,
  withActiveSpan,
  type Span,
} from '@arogya/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientError, urlRefusal } from './input-guard.js';
import type { HeaderSet } from './security-headers.js';

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * Per-request plumbing: the correlation id (taken from the caller or made here, echoed in
 * the response, and in scope for logs and NATS calls), the request's span (continuing the
 * caller's W3C `traceparent`; its trace id is echoed as `x-trace-id`), the security headers
 * of the answer's kind (`headersFor`: its Content-Security-Policy, and `no-store` on personal
 * or signed-in answers), and metrics; a URL holding a NUL is refused first (`urlRefusal`).
 */
export function installHttpHooks(
  fastify: FastifyInstance,
  headersFor: (path: string, signedIn: boolean) => HeaderSet,
) {
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.headers(headersFor(req.url, req.headers.authorization !== undefined));
    const refusal = urlRefusal(req.url);
    if (refusal) return done(clientError(refusal));
    const id = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    const route = req.routeOptions.url ?? 'unmatched';
    const parent = contextFromHttpHeaders(req.headers);
    const span = startSpan(`${req.method} ${route}`, {
      kind: SpanKind.SERVER,
      parent,
      attributes: { 'http.request.method': req.method, 'http.route': route, 'url.path': req.url },
    });
    spans.set(req, span);
    void reply.header(CORRELATION_HEADER, id);
    withActiveSpan(parent, span, () => {
      const traceId = currentTraceId();
      if (traceId) void reply.header('x-trace-id', traceId);
      runWithCorrelation(id, done);
    });
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: req.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    const span = spans.get(req);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(req);
    }
    done();
  });
  fastify.addHook('onRequestAbort', (req, done) => {
    const span = spans.get(req);
    if (span) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'client closed the request' });
      span.end();
      spans.delete(req);
    }
    done();
  });
}
