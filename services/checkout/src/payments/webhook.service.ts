import { badRequest, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { PaymentVerification, settles } from './payment-verification.service.js';
import { RazorpayClient, type RazorpayPayment } from './razorpay.client.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

/** The parts of a Razorpay webhook body the shop reads. */
interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment } };
}

/** Events that say a payment settled its order. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * `POST /api/webhooks/razorpay` (ARCHITECTURE §3.7): signed over the raw body with the webhook
 * secret, handled once per event id, amount and currency checked against the stored checkout.
 */
@Injectable()
export class Webhooks {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly payments: PaymentVerification,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async receive(rawBody: string, signature: string | null, eventId: string | null) {
    const raw = Buffer.from(rawBody, 'base64');
    if (!this.razorpay.webhookSignatureMatches(raw, signature)) {
      throw badRequest('Invalid webhook signature');
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      throw badRequest('Webhook body is not JSON');
    }
    if (!eventId) throw badRequest('Missing X-Razorpay-Event-Id');
    return this.checkouts.transaction(async (m) => {
      const fresh = await m
        .createQueryBuilder()
        .insert()
        .into(WebhookEventEntity)
        .values({ eventId, event: String(body.event) })
        .orIgnore()
        .returning('event_id')
        .execute();
      if ((fresh.raw as unknown[]).length === 0) return { status: 'duplicate' };
      const payment = body.payload?.payment?.entity;
      if (!PAID_EVENTS.has(String(body.event)) || !payment) return { status: 'ignored' };
      const c = await this.checkouts.byRazorpayOrder(payment.order_id, m);
      if (!c) return { status: 'unknown order' };
      if (!settles(c, payment)) {
        this.log.error(
          { checkoutId: c.id, paymentId: payment.id },
          'Webhook payment does not match the checkout',
        );
        return { status: 'mismatch' };
      }
      return { status: await this.payments.paymentVerified(m, c.id, payment.id, 'webhook') };
    });
  }
}
