import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../domain/ledger.js';

/**
 * `GET /sandbox/ledger`: everything the sandbox holds, for checks across a whole run (which
 * payments were captured, which refunded): orders, payments, refunds, captures and refund calls.
 */
export function ledgerRoutes(app: FastifyInstance, ledger: Ledger): void {
  app.get('/sandbox/ledger', async () => ({
    orders: [...ledger.orders.values()],
    payments: [...ledger.payments.values()],
    refunds: [...ledger.refunds.values()],
    captures: ledger.captures,
    refundRequests: ledger.refundRequests,
  }));
}
