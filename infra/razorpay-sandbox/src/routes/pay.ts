import type { FastifyInstance } from 'fastify';
import { readBoolean, readFields, readNotes, readString } from '../domain/input.js';
import type { Ledger } from '../domain/ledger.js';
import { attemptPayment } from '../domain/payments.js';
import { paymentSignature } from '../domain/signature.js';
import { errorBody, RazorpayError } from '../errors.js';
import { checkKeyId } from '../http/auth.js';
import { paymentEvents } from '../webhooks/events.js';
import type { WebhookOutbox } from '../webhooks/outbox.js';

/** What `/sandbox/pay` needs beyond the ledger. */
export interface PayDeps {
  ledger: Ledger;
  outbox: WebhookOutbox;
  keyId: string;
  keySecret: string;
}

/**
 * `POST /sandbox/pay`: the customer's decision in the popup. Answers exactly what Checkout
 * hands the shop's `handler` (success) or `payment.failed` listeners (failure), and queues
 * the webhooks Razorpay would send.
 */
export function payRoutes(app: FastifyInstance, deps: PayDeps): void {
  app.post('/sandbox/pay', async (request, reply) => {
    const fields = readFields(request.body);
    checkKeyId(fields.key, deps.keyId);
    const orderId = fields.order_id;
    if (typeof orderId !== 'string' || orderId === '') {
      throw RazorpayError.badRequest('The order_id field is required.', 'order_id');
    }
    const outcome = fields.outcome;
    if (outcome !== 'success' && outcome !== 'failure') {
      throw RazorpayError.badRequest('The outcome must be "success" or "failure".', 'outcome');
    }
    const webhooks = readBoolean(fields, 'webhooks') ?? true;
    const { order, payment } = attemptPayment(deps.ledger, orderId, outcome, {
      // Razorpay's placeholders when Checkout collected nothing.
      email: readString(fields, 'email', 254) ?? 'void@razorpay.com',
      contact: readString(fields, 'contact', 20) ?? '+919999999999',
      description: readString(fields, 'description', 255),
      notes: readNotes(fields),
    });
    if (webhooks) deps.outbox.enqueue(paymentEvents(payment, order));
    if (outcome === 'failure') {
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
