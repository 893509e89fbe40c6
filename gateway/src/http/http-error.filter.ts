import { ShopError } from '@arogya/contracts';
import type { Logger } from '@arogya/platform';
import {
  Catch,
  HttpException,
  NotFoundException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { pageFor, type PageApp } from '../web/storefront.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, withLanguage } from '../web/language.js';

/** The `{ message }` body and status of anything a request handler threw (SPEC §8 texts). */
function httpError(exception: unknown): {
  status: number;
  message: string;
  details?: Record<string, unknown>;
} {
  if (exception instanceof ShopError) {
    return { status: exception.status, message: exception.message, details: exception.details };
  }
  if (exception instanceof HttpException) {
    const res = exception.getResponse();
    const raw = typeof res === 'string' ? res : (res as { message?: unknown }).message;
    const message = Array.isArray(raw)
      ? raw.join('; ')
      : typeof raw === 'string'
        ? raw
        : exception.message;
    return { status: exception.getStatus(), message };
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large)
  const statusCode = (exception as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, message: (exception as Error).message };
  }
  return { status: 500, message: 'Internal error' };
}

/** Answers every failure as `{ message }` with the right status; logs server faults. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  /**
   * @param pages the single-page apps (storefront, admin console): their `index.html` is
   *   sent for page paths no route matched (deep links; 404 where the app has no such page)
   */
  constructor(
    private readonly log: Logger,
    private readonly pages: PageApp[] = [],
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, message, details } = httpError(exception);
    const page =
      status === 404 &&
      exception instanceof NotFoundException &&
      pageFor(this.pages, req.method, req.url);
    if (page) {
      void reply
        .status(page.status)
        .type('text/html')
        .header('cache-control', 'no-cache')
        // the storefront in the shopper's language (the console keeps its own, in the page)
        .send(page.prefix === '/' ? withLanguage(page.html, languageOf(req)) : page.html);
      return;
    }
    if (status >= 500 && !(exception instanceof ShopError)) {
      this.log.error({ err: exception }, 'Request failed');
    }
    void reply.status(status).send({ ...details, message });
  }
}
