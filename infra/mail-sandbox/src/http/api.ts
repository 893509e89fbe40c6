import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import { matches, summarize, type MessageQuery, type StoredMessage } from '../messages.js';
import type { MessageStore } from '../store.js';

/** Query of `GET /api/messages`: the criteria of `MessageQuery`, and an optional `limit`. */
type ListQuery = MessageQuery & { limit?: string };

function text(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw HttpError.badRequest(`${name} must be given once`);
  return value;
}

function parseLimit(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw HttpError.badRequest(`limit must be a positive integer, got "${value}"`);
  }
  return Number(value);
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name
 * (RFC 6266), so no browser renders the attachment in the inbox's origin.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A media type safe to send as `Content-Type`; anything odd becomes octet-stream. */
function safeContentType(type: string): string {
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : 'application/octet-stream';
}

/** The JSON API the tests use: list, read, download attachments, delete. */
export function apiRoutes(app: FastifyInstance, store: MessageStore): void {
  const find = (id: string): StoredMessage => {
    const message = store.get(id);
    if (!message) throw HttpError.notFound(`No message with id "${id}"`);
    return message;
  };

  app.get<{ Querystring: ListQuery }>('/api/messages', async (request) => {
    const query: MessageQuery = {};
    for (const name of ['to', 'subject', 'q'] as const) {
      const value = text(request.query[name], name);
      if (value !== undefined) query[name] = value;
    }
    const limit = parseLimit(text(request.query.limit, 'limit'));
    const found = store.list().filter((m) => matches(m, query));
    return { total: found.length, messages: found.slice(0, limit).map(summarize) };
  });

  app.get<{ Params: { id: string } }>('/api/messages/:id', async (request) =>
    summarize(find(request.params.id)),
  );

  app.get<{ Params: { id: string; index: string } }>(
    '/api/messages/:id/attachments/:index',
    async (request, reply) => {
      const message = find(request.params.id);
      const { index } = request.params;
      const attachment = /^\d+$/.test(index) ? message.attachments[Number(index)] : undefined;
      if (!attachment) {
        throw HttpError.notFound(`Message "${message.id}" has no attachment ${index}`);
      }
      return reply
        .type(safeContentType(attachment.contentType))
        .header('content-disposition', contentDisposition(attachment.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(attachment.content);
    },
  );

  app.delete('/api/messages', async (_request, reply) => {
    store.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/api/messages/:id', async (request, reply) => {
    if (!store.remove(request.params.id)) {
      throw HttpError.notFound(`No message with id "${request.params.id}"`);
    }
    return reply.code(204).send();
  });

  app.get('/health', async () => ({ status: 'ok' }));
}
