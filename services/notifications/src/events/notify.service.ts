import {
  formatInr,
  indianMobile,
  type CodCodeIssuedV1,
  type EventEnvelope,
  type LatePaymentV1,
  type MessageState,
  type OrderPlacedV1,
  type OrderStatusChangedV1,
  type PublicUser,
  type RefundFailedV1,
  type RefundIssuedV1,
  type RefundProcessedV1,
  type ShipmentStatusChangedV1,
} from '@arogya/contracts';
import { LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import type { NewMessage } from '../messages/message.js';
import { MessageRepository } from '../messages/message.repository.js';
import { moveMessage } from '../messages/message.transitions.js';
import { Recipients } from '../recipients/recipients.js';
import type { TemplateName } from '../templates/catalog.js';
import {
  codCodeMessage,
  firstNameOf,
  placedVariables,
  seenVariables,
  toShopper,
  toStaff,
} from './plans.js';

const STATUS_TEMPLATES: Partial<Record<OrderStatusChangedV1['to'], TemplateName>> = {
  Shipped: 'order-shipped',
  Delivered: 'order-delivered',
  Cancelled: 'order-cancelled',
};

/** The shipment moves the shopper hears of beside the order's own statuses (issue 33). */
const PARCEL_MESSAGES: Partial<Record<ShipmentStatusChangedV1['to'], TemplateName>> = {
  'out-for-delivery': 'order-out-for-delivery',
  undelivered: 'delivery-failed',
};

const LATE_REASONS: Record<LatePaymentV1['reason'], string> = {
  expired: 'the checkout had expired before it was paid',
  duplicate: 'the order had already been paid',
  coupon: 'its discount code could no longer be used',
};

/** A refund event, whichever its outcome. */
type RefundEvent = RefundIssuedV1 | RefundProcessedV1 | RefundFailedV1;

/**
 * Decides what each event tells whom, and writes those messages in the event's inbox
 * transaction (each once, see `MessageRepository.add`); they are sent after it commits.
 */
@Injectable()
export class NotifyService {
  constructor(
    private readonly messages: MessageRepository,
    private readonly recipients: Recipients,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** The shopper's confirmation (with the invoice) and the staff's new-order notice. */
  async orderPlaced(m: EntityManager, e: EventEnvelope<string, OrderPlacedV1>) {
    const o = e.data;
    const user = await this.recipients.shopper(o.userId);
    const firstName = firstNameOf(o.userName ?? user?.name ?? '');
    await this.recipients.rememberOrder(m, {
      orderId: o.orderId,
      userId: o.userId,
      firstName,
      totalPaise: o.totalPricePaise,
      estimatedDelivery: o.estimatedDelivery ?? null,
      ...(o.placedAt && { placedAt: o.placedAt }),
      paidInCash: o.paymentMethod === 'COD',
    });
    const vars = placedVariables(this.config.SHOP_URL, o, firstName);
    const staff = await this.recipients.staff(m);
    await this.write(m, e.id, [
      ...(user ? await this.shopper(m, 'order-placed', user, o.orderId, vars.shopper) : []),
      ...toStaff('staff-new-order', staff.orderEmails, o.orderId, vars.staff),
    ]);
  }

  /**
   * A cash-on-delivery order's code (issue 32): one SMS to the shipping address's phone, in the
   * shopper's language, whatever their choices (it is no marketing: the order is cancelled
   * without it) and whether or not their account has a phone. SMS only: the storefront tells
   * the shopper to look for a text, and WhatsApp carries codes only in its AUTHENTICATION
   * templates, which cannot name the order or the amount.
   */
  async codCode(m: EntityManager, e: EventEnvelope<string, CodCodeIssuedV1>) {
    const c = e.data;
    const phone = indianMobile(c.phone);
    const notSent = (reason: string) =>
      this.log.warn({ orderId: c.orderId, reason }, 'Cash-on-delivery code not sent');
    if (!phone) return notSent('not an Indian mobile number');
    if (!this.config.SMS_ENABLED) return notSent('SMS is switched off');
    if (await this.recipients.erased(c.userId)) return notSent('the shopper was erased');
    await this.write(m, e.id, [codCodeMessage(this.config.SHOP_URL, c, phone)]);
  }

  async statusChanged(m: EntityManager, e: EventEnvelope<string, OrderStatusChangedV1>) {
    const template = STATUS_TEMPLATES[e.data.to];
    if (!template) return;
    const seen = await this.recipients.order(m, e.data.orderId);
    if (!seen) return this.unknownOrder(e.data.orderId, template);
    if (e.data.to === 'Cancelled') await this.recipients.orderCancelled(m, seen.orderId);
    // an order paid online is paid before it exists; a cash-on-delivery one (issue 32) is not
    // paid before it is delivered, and a delivered order is never cancelled: a cancelled cash
    // order, awaiting its code or confirmed, has nothing to refund
    const paid = !seen.paidInCash && e.data.from !== 'Awaiting confirmation';
    // moved by a courier's scan (issue 33): its courier and AWB
    const parcel = e.data.shipment ?? { courierName: null, awb: null };
    const vars = { ...seenVariables(this.config.SHOP_URL, seen), paid, ...parcel };
    await this.write(m, e.id, await this.shopper(m, template, seen.userId, seen.orderId, vars));
  }

  /**
   * A parcel's milestone (issue 33): out for delivery (the day has come, with the courier and
   * AWB, and for a cash order what to keep ready), or a failed delivery (the courier's reason,
   * and where to choose a new day or correct the address). Once per event (the inbox): a
   * replayed webhook moves nothing, so says nothing; a new attempt after a failed one is news.
   */
  async shipmentMoved(m: EntityManager, e: EventEnvelope<string, ShipmentStatusChangedV1>) {
    const template = PARCEL_MESSAGES[e.data.to];
    if (!template) return;
    const seen = await this.recipients.order(m, e.data.orderId);
    if (!seen) return this.unknownOrder(e.data.orderId, template);
    const vars = {
      ...seenVariables(this.config.SHOP_URL, seen),
      courierName: e.data.courierName,
      awb: e.data.awb,
      cashToPay: seen.paidInCash ? formatInr(seen.totalPaise) : null,
      reason: e.data.reason ?? 'the courier could not reach you',
    };
    await this.write(m, e.id, await this.shopper(m, template, seen.userId, seen.orderId, vars));
  }

  async refund(
    m: EntityManager,
    e: EventEnvelope<string, RefundEvent>,
    template: 'refund-issued' | 'refund-processed' | 'refund-failed',
  ) {
    const seen = await this.recipients.order(m, e.data.orderId);
    if (!seen) return this.unknownOrder(e.data.orderId, template);
    const amountPaise = 'amountPaise' in e.data ? e.data.amountPaise : seen.totalPaise;
    const vars = {
      ...seenVariables(this.config.SHOP_URL, seen),
      amount: formatInr(amountPaise),
      amountPaise,
      refundId: 'razorpayRefundId' in e.data ? e.data.razorpayRefundId : null,
    };
    await this.write(m, e.id, await this.shopper(m, template, seen.userId, seen.orderId, vars));
  }

  async latePayment(m: EntityManager, e: EventEnvelope<string, LatePaymentV1>) {
    const user = await this.recipients.shopper(e.data.userId);
    if (!user) return;
    const vars = {
      firstName: firstNameOf(user.name),
      amount: formatInr(e.data.amountPaise),
      amountPaise: e.data.amountPaise,
      reason: LATE_REASONS[e.data.reason] ?? 'it could not be matched to an order',
      lateReason: e.data.reason,
    };
    await this.write(m, e.id, await this.shopper(m, 'late-payment-refund', user, null, vars));
  }

  /** A failed message queued again (its dead letter replayed): sent by the job that follows. */
  async sendAgain(m: EntityManager, messageId: string) {
    const [row] = (await m.query(
      'SELECT status, secret_until, erased_at FROM messages WHERE id = $1 FOR UPDATE',
      [messageId],
    )) as { status: MessageState; secret_until: Date | null; erased_at: Date | null }[];
    if (row?.status !== 'failed') return; // gone, or not failed (sent meanwhile, or queued)
    if (row.secret_until) return; // its one-time link or code is spent: never sent again
    if (row.erased_at) return; // its recipient was erased: there is nobody to send it to
    await moveMessage(m, messageId, 'failed', 'queued', {
      detail: 'sent again (dead letter replayed)',
    });
  }

  /** The shopper's messages of `template` (`who`: the account, or its id to look it up). */
  private async shopper(
    m: EntityManager,
    template: TemplateName,
    who: string | PublicUser,
    orderId: string | null,
    variables: Record<string, unknown>,
  ): Promise<NewMessage[]> {
    const user = typeof who === 'string' ? await this.recipients.shopper(who) : who;
    if (!user) return [];
    const whatsapp = this.config.WHATSAPP_ENABLED
      ? await this.recipients.whatsapp(m, user._id)
      : null;
    const phone = 'phone' in user ? (user.phone as string | null) : null;
    const sms = this.config.SMS_ENABLED ? phone : null;
    return toShopper(
      template,
      { user, whatsapp: whatsapp?.phone ?? null, sms },
      orderId,
      variables,
    );
  }

  private async write(m: EntityManager, eventId: string, messages: NewMessage[]) {
    await this.messages.add(m, eventId, messages);
  }

  private unknownOrder(orderId: string, template: string) {
    this.log.warn({ orderId, template }, 'Order placed before notifications knew it: not sent');
  }
}
