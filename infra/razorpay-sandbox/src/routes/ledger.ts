import type { FastifyInstance } from 'fastify';
import type { Context } from '../domain/context.js';
import { lapseAuthorizations } from '../domain/lapse.js';

/**
 * `GET /sandbox/ledger`: everything the sandbox holds, for checks across a whole run (which
 * payments were captured, which refunded): orders, payments, refunds, disputes, captures and
 * refund calls. Lapsed authorizations are auto-refunded first.
 */
export function ledgerRoutes(app: FastifyInstance, ctx: Context): void {
  const { ledger } = ctx;
  app.get('/sandbox/ledger', async () => {
    lapseAuthorizations(ctx);
    return {
      orders: [...ledger.orders.values()],
      payments: [...ledger.payments.values()],
      refunds: [...ledger.refunds.values()],
      disputes: [...ledger.disputes.values()],
      captures: ledger.captures,
      refundRequests: ledger.refundRequests,
    };
  });
}
