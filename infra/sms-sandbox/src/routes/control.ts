import { faultRoutes, healthRoutes, isRecord, webhookRoutes } from '@arogya/sandbox-kit';
import type { FastifyInstance } from 'fastify';
import { Msg91Error } from '../errors.js';
import type { Faults } from '../faults.js';
import type { Lifecycle } from '../lifecycle.js';
import type { TemplateStore } from '../templates.js';

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

  healthRoutes(app);

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

  // `{ undeliverable }` / `{ dnd }` mark a number; anything else is a request fault (checked)
  faultRoutes(app, faults, (body) => {
    if (isRecord(body) && (body.undeliverable !== undefined || body.dnd !== undefined)) {
      if (body.undeliverable !== undefined) faults.undeliverable(String(body.undeliverable));
      if (body.dnd !== undefined) faults.dnd(String(body.dnd));
    } else {
      faults.add(body as never);
    }
  });

  webhookRoutes(app, outbox);
}
