import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { errorPage, sendPage } from './html.js';

/** Whether a request is the JSON API's (errors in JSON) rather than a page's (errors in HTML). */
const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

function fail(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (isApi(request)) return reply.code(status).send({ error: message });
  const title = status === 404 ? 'Not found' : status === 403 ? 'Refused' : 'Bad request';
  return sendPage(reply, errorPage(title, message), status);
}

/**
 * Failures leave with their status (`HttpError`s and Fastify's own 4xx such as bad JSON) as
 * `{ error: message }` under `/api/`, as a page elsewhere; anything else is logged and
 * answered 500. Unknown routes answer 404 the same way.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HttpError) return fail(request, reply, err.statusCode, err.message);
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return fail(request, reply, status, (err as Error).message);
    }
    request.log.error({ err }, 'mail sandbox error');
    return reply.code(500).send({ error: 'Internal error of the mail sandbox' });
  });
  app.setNotFoundHandler((request, reply) =>
    fail(request, reply, 404, `Nothing at ${request.method} ${request.url.split('?')[0]}`),
  );
}
