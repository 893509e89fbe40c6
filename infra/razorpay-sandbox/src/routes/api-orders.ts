import type { FastifyInstance } from 'fastify';
import { collection } from '../domain/entities.js';
import type { Ledger } from '../domain/ledger.js';
import { createOrder } from '../domain/orders.js';

/** `orders.create`, `orders.fetch` and `orders.fetchPayments` of the SDK. */
export function orderRoutes(api: FastifyInstance, ledger: Ledger): void {
  api.post('/orders', async (request) => createOrder(ledger, request.body));

  api.get<{ Params: { id: string } }>('/orders/:id', async (request) =>
    ledger.order(request.params.id),
  );

  api.get<{ Params: { id: string } }>('/orders/:id/payments', async (request) => {
    const order = ledger.order(request.params.id);
    return collection(ledger.paymentsOf(order.id));
  });
}
