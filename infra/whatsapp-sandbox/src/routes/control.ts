import { faultRoutes, healthRoutes, isRecord, webhookRoutes } from '@arogya/sandbox-kit';
import type { FastifyInstance } from 'fastify';
import { GraphError, graphErrorBody } from '../errors.js';
import type { Faults } from '../faults.js';
import { receiveInbound, type Lifecycle } from '../lifecycle.js';

/**
 * The test controls under `/sandbox` (no auth): the messages sent and received, a customer
 * writing in, faults, the webhook switch and deliveries; and `GET /health`.
 */
export function controlRoutes(app: FastifyInstance, lifecycle: Lifecycle, faults: Faults): void {
  const { messages, outbox } = lifecycle;

  healthRoutes(app);

  app.get<{ Querystring: { to?: string } }>('/sandbox/messages', async (request) => {
    const items = messages.list(request.query.to);
    return { count: items.length, items };
  });

  app.get<{ Params: { id: string } }>('/sandbox/messages/:id', async (request) => {
    const message = messages.get(request.params.id);
    if (!message) {
      throw new GraphError(404, graphErrorBody(`Unknown message ${request.params.id}`, 100));
    }
    return message;
  });

  app.get<{ Querystring: { from?: string } }>('/sandbox/inbound', async (request) => {
    const items = messages.inbound(request.query.from);
    return { count: items.length, items };
  });

  app.post('/sandbox/inbound', async (request) => {
    const body = isRecord(request.body) ? request.body : {};
    const { from, text, name } = body as { from?: string; text?: string; name?: string };
    return receiveInbound(lifecycle, from as string, text as string, name);
  });

  // `{ undeliverable: number }` marks a number; anything else is a send fault (checked)
  faultRoutes(app, faults, (body) => {
    if (isRecord(body) && body.undeliverable !== undefined) {
      faults.undeliverable(String(body.undeliverable));
    } else {
      faults.add(body as never);
    }
  });

  webhookRoutes(app, outbox);
  app.post('/sandbox/webhooks/verify', async () => outbox.verify());
}
