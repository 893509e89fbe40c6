import { faultRoutes, healthRoutes, isRecord, webhookRoutes } from '@arogya/sandbox-kit';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../domain/context.js';
import { findShipment, setOutcome } from '../domain/tracking.js';
import { ShiprocketError } from '../errors.js';
import type { Faults } from '../faults.js';
import type { RecordedRequest } from '../http/faults.js';

/**
 * The test controls under `/sandbox` (no auth): the orders and their shipments, choosing a
 * shipment's outcome, faults, the webhooks (switch, deliveries, replays), the generated PDFs,
 * the API requests received; and `GET /health`.
 */
export function controlRoutes(
  app: FastifyInstance,
  ctx: Context,
  faults: Faults,
  requests: RecordedRequest[],
): void {
  const { store, outbox, files } = ctx;

  healthRoutes(app);

  app.get('/sandbox/orders', async () => {
    const items = store.list();
    return { count: items.length, items };
  });

  app.get<{ Params: { ref: string } }>('/sandbox/shipments/:ref', async (request) =>
    structuredClone(findShipment(ctx, request.params.ref)),
  );

  app.post<{ Params: { ref: string } }>('/sandbox/shipments/:ref/outcome', async (request) =>
    setOutcome(ctx, request.params.ref, request.body),
  );

  faultRoutes(app, faults, (body) => {
    faults.add(body);
  });

  webhookRoutes(app, outbox);

  app.post<{ Params: { id: string } }>('/sandbox/webhooks/:id/replay', async (request) => {
    const replay = outbox.replay(request.params.id);
    if (!replay) throw ShiprocketError.plain(404, `No webhook delivery ${request.params.id}`);
    return replay;
  });

  // every delivery matching the filters (all without), sent again in their order
  app.post('/sandbox/webhooks/replay', async (request) => {
    const { awb, state } = isRecord(request.body) ? request.body : {};
    const items = outbox
      .list()
      .filter(
        (d) => (awb === undefined || d.awb === awb) && (state === undefined || d.state === state),
      )
      .map((d) => outbox.replay(d.id))
      .filter((d) => d !== undefined);
    return { count: items.length, items };
  });

  app.get<{ Params: { name: string } }>('/sandbox/files/:name', async (request, reply) => {
    const file = files.get(request.params.name);
    if (!file) throw ShiprocketError.notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${file.name}"`)
      .send(file.bytes);
  });

  app.get('/sandbox/requests', async () => ({ count: requests.length, items: requests }));
}
