import type { FastifyInstance } from 'fastify';
import { collection } from '../domain/entities.js';
import { RazorpayError } from '../errors.js';
import type { WebhookOutbox } from '../webhooks/outbox.js';

/**
 * Test hooks into webhook delivery: what was sent, replaying an event as a duplicate, and the
 * endpoint's state (disabled after repeated failures, enabled again by hand).
 */
export function webhookRoutes(app: FastifyInstance, outbox: WebhookOutbox): void {
  app.get('/sandbox/webhooks', async () => collection(outbox.list()));

  app.get('/sandbox/webhooks/endpoint', async () => outbox.endpoint());

  app.post('/sandbox/webhooks/endpoint/enable', async () => outbox.enable());

  app.post('/sandbox/webhooks/endpoint/disable', async () => outbox.disable());

  app.post<{ Params: { eventId: string } }>(
    '/sandbox/webhooks/:eventId/redeliver',
    async (request) => {
      const delivery = await outbox.redeliver(request.params.eventId);
      if (!delivery) throw RazorpayError.notFound();
      return delivery;
    },
  );
}
