import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, RazorpayError } from '../errors.js';

/**
 * Every failure, including Fastify's own (bad JSON, unknown route), leaves in Razorpay's
 * error shape, because the SDK and the shop only know how to read that.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof RazorpayError) return reply.code(err.statusCode).send(err.body);
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(errorBody((err as Error).message));
    }
    request.log.error({ err }, 'sandbox error');
    const failure = RazorpayError.server();
    return reply.code(failure.statusCode).send(failure.body);
  });
  app.setNotFoundHandler(notFound);
}

/**
 * Unknown route in Razorpay's shape. Registered again inside `/v1` so that there, as on
 * Razorpay, authentication is checked before the route is.
 */
export function notFound(request: FastifyRequest, reply: FastifyReply): void {
  reply
    .code(404)
    .send(
      errorBody(`The requested URL was not found on the server: ${request.method} ${request.url}`),
    );
}
