import type { FastifyInstance } from 'fastify';
import type { Context } from '../domain/context.js';
import { moveDispute, openDispute, readResolution } from '../domain/disputes.js';
import { collection } from '../domain/entities.js';
import { RazorpayError } from '../errors.js';

/**
 * The customer's bank, played by tests: `POST /sandbox/disputes` opens a dispute of a captured
 * payment, `POST /sandbox/disputes/:id/resolve` decides it; `GET /sandbox/disputes` lists them.
 */
export function sandboxDisputeRoutes(app: FastifyInstance, ctx: Context): void {
  const { ledger } = ctx;
  app.get('/sandbox/disputes', async () => collection([...ledger.disputes.values()]));

  app.post('/sandbox/disputes', async (request) => openDispute(ctx, request.body));

  app.post<{ Params: { id: string } }>('/sandbox/disputes/:id/resolve', async (request) => {
    const dispute = ledger.disputes.get(request.params.id);
    if (!dispute) throw RazorpayError.notFound();
    return moveDispute(ctx, dispute, readResolution(request.body));
  });
}
