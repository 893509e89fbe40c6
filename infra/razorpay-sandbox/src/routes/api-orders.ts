import type { FastifyInstance } from 'fastify';
import type { Context } from '../domain/context.js';
import { collection } from '../domain/entities.js';
import { lapseAuthorizations } from '../domain/lapse.js';
import { createOrder } from '../domain/orders.js';

/** `orders.create`, `orders.fetch` and `orders.fetchPayments` of the SDK. */
export function orderRoutes(api: FastifyInstance, ctx: Context): void {
  const { ledger } = ctx;
  api.post('/orders', async (request) =>
    createOrder(ledger, request.body, ctx.settings.maxAmountPaise),
  );

  api.get<{ Params: { id: string } }>('/orders/:id', async (request) =>
    ledger.order(request.params.id),
  );

  api.get<{ Params: { id: string } }>('/orders/:id/payments', async (request) => {
    const order = ledger.order(request.params.id);
    const payments = ledger.paymentsOf(order.id);
    lapseAuthorizations(ctx, payments);
    return collection(payments);
  });
}
