import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Msg91Error } from '../errors.js';

/**
 * Every failure, Fastify's own included (bad JSON, unknown route), leaves in MSG91's shape
 * `{ type: "error", message }`.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof Msg91Error) return reply.code(err.statusCode).send(err.body);
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ type: 'error', message: (err as Error).message });
    }
    request.log.error({ err }, 'sandbox error');
    return reply.code(500).send({ type: 'error', message: 'Internal Server Error' });
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    reply.code(404).send({ type: 'error', message: `Not found: ${request.method} ${path}` });
  });
}

/** `preHandler` of the Flow API: the `authkey` header must be the configured key; else 401. */
export function authKeyCheck(authKey: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = request.headers.authkey;
    if (given !== authKey) throw Msg91Error.authentication();
  };
}
