import type { FastifyInstance } from 'fastify';
import { checkoutPayment, OUTCOMES, type Outcome } from '../domain/checkout.js';
import type { Context } from '../domain/context.js';
import { readBoolean, readFields, readNotes, readString } from '../domain/input.js';
import { paymentSignature } from '../domain/signature.js';
import { errorBody, RazorpayError } from '../errors.js';
import { checkKeyId } from '../http/auth.js';

/** What `/sandbox/pay` needs beyond the flows' context. */
export interface PayDeps {
  ctx: Context;
  keyId: string;
  keySecret: string;
}

/**
 * `POST /sandbox/pay`: the customer's decision in the popup. Answers exactly what Checkout
 * hands the shop's `handler` (an authorized payment, captured or not) or `payment.failed`
 * listeners (a failed one, also a `late` one that is authorized later), and queues the
 * webhooks Razorpay would send.
 */
export function payRoutes(app: FastifyInstance, deps: PayDeps): void {
  app.post('/sandbox/pay', async (request, reply) => {
    const fields = readFields(request.body);
    checkKeyId(fields.key, deps.keyId, deps.ctx.settings.revokedKeyIds);
    const orderId = fields.order_id;
    if (typeof orderId !== 'string' || orderId === '') {
      throw RazorpayError.badRequest('The order_id field is required.', 'order_id');
    }
    const outcome = fields.outcome as Outcome;
    if (!OUTCOMES.includes(outcome)) {
      throw RazorpayError.badRequest(
        `The outcome must be one of ${OUTCOMES.map((o) => `"${o}"`).join(', ')}.`,
        'outcome',
      );
    }
    const webhooks = readBoolean(fields, 'webhooks') ?? true;
    const details = {
      // Razorpay's placeholders when Checkout collected nothing.
      email: readString(fields, 'email', 254) ?? 'void@razorpay.com',
      contact: readString(fields, 'contact', 20) ?? '+919999999999',
      description: readString(fields, 'description', 255),
      notes: readNotes(fields),
    };
    const { order, payment } = checkoutPayment(deps.ctx, orderId, outcome, details, webhooks);
    if (outcome === 'failure' || outcome === 'late') {
      return reply.code(400).send(
        errorBody('Payment failed', {
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        }),
      );
    }
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: paymentSignature(deps.keySecret, order.id, payment.id),
    };
  });
}
