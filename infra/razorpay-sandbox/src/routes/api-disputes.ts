import type { FastifyInstance } from 'fastify';
import type { Context } from '../domain/context.js';
import { acceptDispute, contestDispute } from '../domain/disputes.js';
import { collection } from '../domain/entities.js';
import { page } from './api-payments.js';

interface DisputeParams {
  Params: { id: string };
}

/**
 * The SDK's `disputes` resource: `fetch` (`GET /v1/disputes/:id`), `all` (`GET /v1/disputes`,
 * newest first, `count` and `skip`), `accept` and `contest`.
 */
export function disputeRoutes(api: FastifyInstance, ctx: Context): void {
  const { ledger } = ctx;
  api.get<{ Querystring: { count?: string; skip?: string } }>('/disputes', async (request) =>
    collection(page([...ledger.disputes.values()].reverse(), request.query)),
  );

  api.get<DisputeParams>('/disputes/:id', async (request) => ledger.dispute(request.params.id));

  api.post<DisputeParams>('/disputes/:id/accept', async (request) =>
    acceptDispute(ctx, request.params.id),
  );

  api.patch<DisputeParams>('/disputes/:id/contest', async (request) =>
    contestDispute(ctx, request.params.id, request.body),
  );
}
