import type { FastifyInstance } from 'fastify';
import { collection } from '../domain/entities.js';
import { RazorpayError } from '../errors.js';
import type { WebhookOutbox } from '../webhooks/outbox.js';

/** Test hooks into webhook delivery: what was sent, and replaying an event as a duplicate. */
export function webhookRoutes(app: FastifyInstance, outbox: WebhookOutbox): void {
  app.get('/sandbox/webhooks', async () => collection(outbox.list()));

  app.post<{ Params: { eventId: string } }>(
    '/sandbox/webhooks/:eventId/redeliver',
    async (request) => {
      const delivery = await outbox.redeliver(request.params.eventId);
      if (!delivery) throw RazorpayError.notFound();
      return delivery;
    },
  );
}
