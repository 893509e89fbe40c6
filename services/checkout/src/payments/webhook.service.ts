import { badRequest, counter, LOGGER, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { PaymentVerification } from './payment-verification.service.js';
import { RazorpayClient } from './razorpay.client.js';
import { classify } from './razorpay.errors.js';
import { Disputes } from './disputes.service.js';
import { Refunds } from './refunds.service.js';
import { WebhookLog } from './webhook-log.js';

/** The parts of a Razorpay webhook body the shop reads (only ids: the rest is asked again). */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown } };
    dispute?: { entity?: { id?: unknown } };
  };
}

/** What `handle` answers for a webhook about something the shop does not know. */
const UNMATCHED = new Set(['unknown payment', 'unknown order', 'unknown refund']);

/** The ids a webhook names, for the log. */
const idsOf = (body: WebhookBody) => ({
  paymentId: body.payload?.payment?.entity?.id,
  refundId: body.payload?.refund?.entity?.id,
});

/** Events that say a payment was authorised or captured. */
const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);
/** Events that say a payment was disputed, or what became of its dispute. */
const DISPUTE_EVENTS = /^payment\.dispute\.[a-z_]+$/;
/** Events that say what became of a refund. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);

/** Webhooks refused, by why: a forged or mis-configured sender shows here and in the log. */
const webhookRejected = counter('razorpay_webhook_rejected_total', 'Webhooks refused', ['reason']);
/**
 * Signed webhooks about something the shop does not know — a Razorpay order none of its
 * checkouts made, a payment Razorpay itself does not know, a refund of no order — by kind:
 * another shop on the same account, or a bug; logged with the ids (issue 27).
 */
const webhookUnmatched = counter(
  'razorpay_webhook_unmatched_total',
  'Webhooks about nothing the shop knows',
  ['kind'],
);

/**
 * `POST /api/webhooks/razorpay` (ARCHITECTURE §3.7): signed over the raw body with the webhook
 * secret (or the previous one during a rotation), handled once per event id. A webhook only
 * names a payment or refund: what it says is asked again from Razorpay and settled as `verify`
 * does, so a leaked webhook secret alone cannot make an order. When Razorpay cannot be asked,
 * the webhook is answered 503 and Razorpay sends it again.
 */
@Injectable()
export class Webhooks {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly payments: PaymentVerification,
    private readonly refunds: Refunds,
    private readonly disputes: Disputes,
    private readonly razorpay: RazorpayClient,
    private readonly handled: WebhookLog,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async receive(rawBody: string, signature: string | null, eventId: string | null) {
    const raw = Buffer.from(rawBody, 'base64');
    if (!this.razorpay.webhookSignatureMatches(raw, signature))
      throw this.reject('signature', 'Invalid webhook signature', eventId);
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      throw this.reject('body', 'Webhook body is not JSON', eventId);
    }
    if (!eventId) throw this.reject('event-id', 'Missing X-Razorpay-Event-Id', eventId);
    if (await this.handled.seen(eventId)) return { status: 'duplicate' };
    const event = String(body.event);
    let status: string;
    try {
      status = await this.handle(event, body);
    } catch (err) {
      const f = classify(err);
      // a refused key is an outage, not an answer: Razorpay sends the webhook again once it
      // is fixed (the RazorpayKeyRefused alert pages meanwhile)
      if (f.transient) {
        const level = f.kind === 'auth' ? 'error' : 'warn';
        this.log[level]({ eventId, event, err: f }, 'Webhook not handled: Razorpay sends it again');
        throw new ShopError(503, 'The payment provider could not be asked, send it again');
      }
      this.log.error({ eventId, event, err: f }, 'Webhook refused by Razorpay itself');
      status = 'refused';
    }
    if (UNMATCHED.has(status)) {
      webhookUnmatched.inc({ kind: status.replace('unknown ', '') });
      this.log.warn({ eventId, event, status, ids: idsOf(body) }, 'Webhook about nothing we know');
    }
    await this.handled.remember(eventId, event);
    return { status };
  }

  private async handle(event: string, body: WebhookBody): Promise<string> {
    if (PAYMENT_EVENTS.has(event)) {
      const id = body.payload?.payment?.entity?.id;
      if (typeof id !== 'string') return 'ignored';
      // the popup's verify or an earlier event of this payment settled it: nothing to ask
      if (await this.checkouts.paidBy(id)) return 'already';
      const payment = await this.razorpay.fetchPayment(id);
      if (!payment) return 'unknown payment';
      const c = await this.checkouts.byRazorpayOrder(payment.order_id);
      if (!c) return 'unknown order';
      return this.payments.settle(c.id, payment, 'webhook');
    }
    if (DISPUTE_EVENTS.test(event)) {
      const id = body.payload?.dispute?.entity?.id;
      return typeof id === 'string' ? this.disputes.changed(id) : 'ignored';
    }
    if (REFUND_EVENTS.has(event)) {
      const refund = body.payload?.refund?.entity;
      if (typeof refund?.id !== 'string' || typeof refund.payment_id !== 'string') return 'ignored';
      return this.refunds.refundChanged(refund.payment_id, refund.id);
    }
    return 'ignored';
  }

  private reject(reason: string, message: string, eventId: string | null) {
    webhookRejected.inc({ reason });
    this.log.warn({ reason, eventId }, `Razorpay webhook refused: ${message}`);
    return badRequest(message);
  }
}
