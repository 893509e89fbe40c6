import type { FastifyInstance } from 'fastify';
import { captureByApi } from '../domain/capture.js';
import type { Context } from '../domain/context.js';
import { collection } from '../domain/entities.js';
import { currentPayment } from '../domain/lapse.js';
import { refundPayment } from '../domain/refunds.js';
import { RazorpayError } from '../errors.js';

interface PaymentParams {
  Params: { id: string };
}

// Razorpay pages lists with `count` (1..100, default 10) and `skip`; the SDK passes both on.
export function page<T>(items: T[], query: { count?: string; skip?: string }): T[] {
  const count = query.count === undefined ? 10 : Number(query.count);
  const skip = query.skip === undefined ? 0 : Number(query.skip);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    throw RazorpayError.badRequest('The count must be an integer from 1 to 100.', 'count');
  }
  if (!Number.isInteger(skip) || skip < 0) {
    throw RazorpayError.badRequest('The skip must be a non-negative integer.', 'skip');
  }
  return items.slice(skip, skip + count);
}

/** The `X-Refund-Idempotency` header; absent or empty: none. */
function idempotencyKey(value: string | string[] | undefined): string | null {
  const key = Array.isArray(value) ? value[0] : value;
  return key === undefined || key === '' ? null : key;
}

/**
 * `payments.fetch`, `payments.capture`, `payments.refund` (and the same call with an
 * `X-Refund-Idempotency` header), `payments.fetchMultipleRefund` and `fetchRefund`.
 */
export function paymentRoutes(api: FastifyInstance, ctx: Context): void {
  const { ledger } = ctx;
  api.get<PaymentParams>('/payments/:id', async (request) =>
    currentPayment(ctx, request.params.id),
  );

  api.post<PaymentParams>('/payments/:id/capture', async (request) =>
    captureByApi(ctx, request.params.id, request.body),
  );

  api.post<PaymentParams>('/payments/:id/refund', async (request) => {
    const key = idempotencyKey(request.headers['x-refund-idempotency']);
    return refundPayment(ctx, request.params.id, request.body, key).refund;
  });

  api.get<PaymentParams & { Querystring: { count?: string; skip?: string } }>(
    '/payments/:id/refunds',
    async (request) => {
      const payment = currentPayment(ctx, request.params.id);
      return collection(page(ledger.refundsOf(payment.id), request.query));
    },
  );

  api.get<{ Params: { id: string; refundId: string } }>(
    '/payments/:id/refunds/:refundId',
    async (request) => {
      const payment = currentPayment(ctx, request.params.id);
      const refund = ledger.refunds.get(request.params.refundId);
      if (!refund || refund.payment_id !== payment.id) throw RazorpayError.unknownId();
      return refund;
    },
  );
}
