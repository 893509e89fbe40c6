import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tokens } from '../auth.js';
import { ShiprocketError } from '../errors.js';

/**
 * Every failure, Fastify's own included (bad JSON, unknown route), leaves in Shiprocket's
 * error shape, `{ message, status_code }`, since that is all a Shiprocket client reads.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof ShiprocketError) return reply.code(err.statusCode).send(err.body);
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ message: (err as Error).message, status_code: status });
    }
    request.log.error({ err }, 'sandbox error');
    return reply.code(500).send({ message: 'Server Error', status_code: 500 });
  });
  app.setNotFoundHandler(notFound);
}

/**
 * An unknown path, as Shiprocket answers it. Registered again inside the authenticated routes
 * so that there, as on Shiprocket, the token is checked before the path is.
 */
export function notFound(_request: FastifyRequest, reply: FastifyReply): void {
  const error = ShiprocketError.notFound();
  reply.code(error.statusCode).send(error.body);
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * `onRequest` hook of every API route but the login: `Authorization: Bearer <token>` must carry
 * a token the login issued, not expired nor logged out; else 401.
 */
export function bearerAuth(tokens: Tokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token === undefined) throw ShiprocketError.unauthenticated();
    const check = tokens.check(token);
    if (check === 'expired') throw ShiprocketError.unauthenticated('Token has expired');
    if (check !== 'valid') throw ShiprocketError.unauthenticated();
  };
}
