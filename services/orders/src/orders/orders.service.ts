import {
  ERASED_NAME,
  erasedAddress,
  type Caller,
  type CodPlacedV1,
  type DisputeChangedV1,
  type OrderView,
  type PaymentVerifiedV1,
  type RefundFailedV1,
  type RefundIssuedV1,
  type RefundProcessedV1,
} from '@arogya/contracts';
import { notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { InvoicesService } from '../invoices/invoices.service.js';
import { PrivacyRepository } from '../privacy/privacy.repository.js';
import { ORDER_NOT_FOUND, OrderRepository } from './order.repository.js';
import { OrderEntity } from './order.entity.js';
import { moveOrder, recordOnOrder, recordRefund, type NewOrder } from './order.transitions.js';
import { toOrderView } from './order.view.js';

/** A shopper's orders, and what the events of payments and refunds make of them. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly invoices: InvoicesService,
    private readonly privacy: PrivacyRepository,
  ) {}

  /** `GET /api/orders/my-orders`: the caller's orders, newest first. */
  async mine(caller: Caller): Promise<OrderView[]> {
    return (await this.orders.ofUser(caller.userId)).map(toOrderView);
  }

  /** `GET /api/orders/:id`: the owner's or any for an admin; anyone else 404. */
  async get(caller: Caller, id: string): Promise<OrderView> {
    return toOrderView(await this.orders.owned(caller, id));
  }

  /** The order of one of the caller's checkouts (finalize); 404 until it exists. */
  async byCheckout(caller: Caller, checkoutId: string): Promise<OrderView> {
    const order = await this.orders.byCheckout(checkoutId);
    if (!order || order.userId !== caller.userId) throw notFound(ORDER_NOT_FOUND);
    return toOrderView(order);
  }

  /**
   * `checkout.payment-verified.v1` → exactly one order per checkout (the existing order is the
   * state guard behind the inbox, the unique checkout id the last word), then `order-placed`,
   * and its GST invoice in the same transaction.
   */
  async createFromPayment(m: EntityManager, p: PaymentVerifiedV1): Promise<void> {
    if (await this.orders.byCheckout(p.checkoutId, m)) return;
    const order: NewOrder = {
      ...(await this.orderOf(m, p)),
      isPaid: true,
      paidAt: new Date(p.paidAt),
      razorpayOrderId: p.razorpayOrderId,
      razorpayPaymentId: p.razorpayPaymentId,
      codCodeHash: null,
      codConfirmBy: null,
    };
    const placed = await moveOrder(m, order, 'Processing', {
      actor: 'payment',
      note: `paid via ${p.via}`,
    });
    await this.invoices.issueInvoice(m, placed);
  }

  /**
   * What a checkout's event says of its order (paid online or placed for cash on delivery):
   * who, what, where to, for how much. Placed after the buyer's erasure (a late payment), the
   * order never holds who they were.
   */
  async orderOf(m: EntityManager, p: PaymentVerifiedV1 | CodPlacedV1) {
    const erased = await this.privacy.isErased(m, p.userId);
    return {
      id: randomUUID(),
      checkoutId: p.checkoutId,
      userId: p.userId,
      userName: erased ? ERASED_NAME : p.userName,
      items: p.items,
      shippingAddress: erased ? erasedAddress(p.shippingAddress.state) : p.shippingAddress,
      totalPaise: p.totalPricePaise,
      discountPaise: p.discountPaise ?? 0,
      couponCode: p.couponCode ?? null,
      estimatedDelivery: p.estimatedDelivery ?? null,
      shippingPaise: p.shippingPaise ?? 0,
      codFeePaise: p.codFeePaise ?? 0,
      offerDiscountPaise: p.offerDiscountPaise ?? 0,
      offers: p.offers ?? [],
      paymentMethod: p.paymentMethod,
      codDecision: p.codDecision ?? null,
    };
  }

  /** `checkout.refund-issued.v1` → Razorpay accepted the refund: pending, with its id. */
  async refundIssued(m: EntityManager, r: RefundIssuedV1): Promise<void> {
    const order = await this.orders.get(r.orderId, m, true);
    const note = `refund ${r.razorpayRefundId} pending`;
    await recordRefund(m, order, 'pending', r.razorpayRefundId, note);
  }

  /** `checkout.refund-processed.v1` → the money is back with the shopper. */
  async refundProcessed(m: EntityManager, r: RefundProcessedV1): Promise<void> {
    const order = await this.orders.get(r.orderId, m, true);
    const note = `refund ${r.razorpayRefundId ?? '(made outside the shop)'} processed`;
    await recordRefund(m, order, 'processed', r.razorpayRefundId, note);
  }

  /**
   * `checkout.dispute-changed.v1` → the order (found by its payment when the dispute came
   * before checkout knew the order) shows the dispute, and its history says what changed.
   */
  async disputeChanged(m: EntityManager, d: DisputeChangedV1): Promise<void> {
    const order =
      (d.orderId ? await this.orders.byId(d.orderId, m) : null) ??
      (await this.orders.byPayment(d.razorpayPaymentId, m));
    if (!order) return;
    await m.update(
      OrderEntity,
      { id: order.id },
      {
        disputeId: d.disputeId,
        disputeStatus: d.status,
        disputeRespondBy: d.respondBy ? new Date(d.respondBy) : null,
        updatedAt: new Date(),
      },
    );
    const due = d.respondBy ? `, answer by ${d.respondBy.slice(0, 10)}` : '';
    await recordOnOrder(m, order.id, order.status, order.status, {
      actor: 'dispute',
      note: `dispute ${d.disputeId} ${d.status} (${d.reasonCode}${due})`,
    });
  }

  /** `checkout.refund-failed.v1` → the order shows it; an admin must refund by hand. */
  async refundFailed(m: EntityManager, r: RefundFailedV1): Promise<void> {
    const order = await this.orders.get(r.orderId, m, true);
    await recordRefund(m, order, 'failed', null, `refund failed: ${r.reason}`);
  }
}
