import type { FastifyInstance } from 'fastify';
import { Msg91Error } from '../errors.js';
import type { Faults } from '../faults.js';
import type { Lifecycle } from '../lifecycle.js';
import type { TemplateStore } from '../templates.js';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The test controls under `/sandbox` (no auth): texts sent, DLT templates, faults, the
 * webhook switch and deliveries; and `GET /health`.
 */
export function controlRoutes(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  templates: TemplateStore,
  faults: Faults,
): void {
  const { messages, outbox } = lifecycle;

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/sandbox/health', async () => ({ status: 'ok' }));

  app.get<{ Querystring: { mobile?: string; to?: string } }>(
    '/sandbox/messages',
    async (request) => {
      const items = messages.list(request.query.mobile ?? request.query.to);
      return { count: items.length, items };
    },
  );

  app.get<{ Params: { id: string } }>('/sandbox/messages/:id', async (request) => {
    const message = messages.get(request.params.id);
    if (!message) throw Msg91Error.notFound(`Message ${request.params.id}`);
    return message;
  });

  app.get('/sandbox/templates', async () => {
    const items = templates.list();
    return { count: items.length, items };
  });

  app.post('/sandbox/templates', async (request) => templates.upsert(request.body as never));

  app.get('/sandbox/faults', async () => faults.list());

  // `{ undeliverable }` / `{ dnd }` mark a number; anything else is a request fault (checked)
  app.post('/sandbox/faults', async (request) => {
    const body = request.body;
    if (isRecord(body) && (body.undeliverable !== undefined || body.dnd !== undefined)) {
      if (body.undeliverable !== undefined) faults.undeliverable(String(body.undeliverable));
      if (body.dnd !== undefined) faults.dnd(String(body.dnd));
    } else {
      faults.add(body as never);
    }
    return faults.list();
  });

  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.get('/sandbox/webhooks', async () => {
    const items = outbox.list();
    return { endpoint: outbox.endpoint(), count: items.length, items };
  });

  app.post('/sandbox/webhooks/disable', async () => outbox.disable());
  app.post('/sandbox/webhooks/enable', async () => outbox.enable());
}
