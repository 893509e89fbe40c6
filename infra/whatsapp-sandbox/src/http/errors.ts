import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphError, graphErrorBody } from '../errors.js';

/**
 * Every failure, Fastify's own included (bad JSON, unknown route), leaves in the Graph API's
 * error shape, since that is all a Cloud API client knows how to read.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof GraphError) return reply.code(err.statusCode).send(err.body);
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const body = graphErrorBody('(#100) Invalid parameter', 100, (err as Error).message);
      return reply.code(status).send(body);
    }
    request.log.error({ err }, 'sandbox error');
    return reply.code(500).send(graphErrorBody('An unknown error has occurred.', 1));
  });
  app.setNotFoundHandler(notFound);
}

/** An unknown path, answered as Graph does (code 2500), with a 404 status. */
export function notFound(request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0] ?? '';
  reply.code(404).send(graphErrorBody(`Unknown path components: ${path}`, 2500));
}

/**
 * `onRequest` hook of the Graph routes: `Authorization: Bearer <token>` (or Graph's
 * `access_token` query parameter) must carry the configured token; else 401, code 190.
 */
export function bearerAuth(token: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const fromHeader = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    const fromQuery = new URL(request.url, 'http://x').searchParams.get('access_token');
    const given = fromHeader ?? fromQuery ?? undefined;
    if (given !== token) throw GraphError.invalidToken();
  };
}
