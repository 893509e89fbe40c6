import type { FastifyInstance } from 'fastify';
import { GraphError, graphErrorBody } from '../errors.js';
import type { Faults } from '../faults.js';
import { receiveInbound, type Lifecycle } from '../lifecycle.js';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The test controls under `/sandbox` (no auth): the messages sent and received, a customer
 * writing in, faults, the webhook switch and deliveries; and `GET /health`.
 */
export function controlRoutes(app: FastifyInstance, lifecycle: Lifecycle, faults: Faults): void {
  const { messages, outbox } = lifecycle;

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/sandbox/health', async () => ({ status: 'ok' }));

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

  app.get('/sandbox/faults', async () => faults.list());

  // `{ undeliverable: number }` marks a number; anything else is a send fault (checked)
  app.post('/sandbox/faults', async (request) => {
    const body = request.body;
    if (isRecord(body) && body.undeliverable !== undefined) {
      faults.undeliverable(String(body.undeliverable));
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
  app.post('/sandbox/webhooks/verify', async () => outbox.verify());
}
