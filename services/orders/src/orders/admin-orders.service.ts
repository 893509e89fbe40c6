import {
  COD_SHARE_DAYS,
  ORDER_STATUSES,
  ratePercent,
  paiseToRupees,
  REVENUE_CHART_DAYS,
  type AdminListParams,
  type AdminOrder,
  type Caller,
  type CodOrdersFigures,
  type OrderHistoryEntry,
  type OrdersSummary,
  type OrderStatus,
  type Page,
  type Removed,
} from '@arogya/contracts';
import { ShopError } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderRepository } from './order.repository.js';
import type { EntityManager } from 'typeorm';
import type { OrderEntity } from './order.entity.js';
import { moveOrder, type MoveReason } from './order.transitions.js';
import { toAdminOrder } from './order.view.js';

/** The admin's orders: lists, status changes along the table, deletes, dashboard figures. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly invoices: InvoicesService,
  ) {}

  /** Every order, newest first. */
  async list(): Promise<AdminOrder[]> {
    return (await this.orders.latest()).map(toAdminOrder);
  }

  /** One page of orders (simple-rest dialect). */
  async page(p: AdminListParams): Promise<Page<AdminOrder>> {
    const page = await this.orders.page(p);
    return { items: page.items.map(toAdminOrder), total: page.total };
  }

  async get(id: string): Promise<AdminOrder> {
    return toAdminOrder(await this.orders.get(id));
  }

  /**
   * An admin's status change, along the transition table (409 with the allowed next states),
   * with its papers (`move`). Asking for the status the order already has changes nothing.
   */
  update(caller: Caller, id: string, to: OrderStatus): Promise<AdminOrder> {
    return this.orders.transaction(async (m) => {
      const order = await this.orders.get(id, m, true);
      if (order.status === to) return toAdminOrder(order);
      const why = { actor: `admin:${caller.userId}`, note: null };
      return toAdminOrder(await this.move(m, order, to, why));
    });
  }

  /**
   * A move with its papers, in `m` with the order locked (an admin's, or the courier's through
   * fulfilment, issue 33): cash on delivery is supplied when shipped, so invoiced then (issue
   * 32); a paid order cancelled, or a shipped cash order returned to origin (or cancelled), gets
   * its credit note.
   */
  async move(
    m: EntityManager,
    order: OrderEntity,
    to: OrderStatus,
    why: MoveReason,
  ): Promise<OrderEntity> {
    const moved = await moveOrder(m, order, to, why);
    const cod = moved.paymentMethod === 'COD';
    if (to === 'Shipped' && cod) {
      const invoice = await this.invoices.issueInvoice(m, moved);
      if (invoice) moved.invoiceNumber = invoice.number;
    }
    if (
      (to === 'Cancelled' || to === 'Returned') &&
      (moved.refundStatus === 'requested' || (cod && moved.invoiceNumber))
    ) {
      const note = await this.invoices.issueCreditNote(m, moved);
      if (note) moved.creditNoteNumber = note.number;
    }
    return moved;
  }

  /** Deletes a cancelled order (anything else must be cancelled first, so stock and refunds follow). */
  delete(id: string): Promise<Removed> {
    return this.orders.transaction(async (m) => {
      const order = await this.orders.get(id, m, true);
      if (order.status !== 'Cancelled')
        throw new ShopError(409, 'Only a cancelled order can be deleted: cancel it first');
      await this.orders.delete(m, order.id);
      return { _id: order.id, message: 'Order deleted' };
    });
  }

  /** The orders' figures of the admin dashboard (the gateway adds the product count). */
  async summary(): Promise<OrdersSummary> {
    const [totals, recent, byDay, byStatus] = await Promise.all([
      this.orders.totals(),
      this.orders.latest(5),
      this.orders.revenueByDay(REVENUE_CHART_DAYS),
      this.orders.countByStatus(),
    ]);
    return {
      revenue: paiseToRupees(totals.revenuePaise),
      totalOrders: totals.orders,
      revenueByDay: byDay.map((d) => ({ day: d.day, revenue: paiseToRupees(d.revenuePaise) })),
      ordersByStatus: ORDER_STATUSES.map((status) => ({
        status,
        count: byStatus.find((s) => s.status === status)?.count ?? 0,
      })),
      recentOrders: recent.map((o) => ({
        _id: o.id,
        user: { name: o.userName },
        totalPrice: paiseToRupees(o.totalPaise),
        status: o.status,
        createdAt: o.createdAt.toISOString(),
      })),
    };
  }

  /** Issue 32: the dashboard's cash-on-delivery figures that orders know. */
  async codFigures(): Promise<CodOrdersFigures> {
    const f = await this.orders.codFigures(COD_SHARE_DAYS);
    return {
      orders: f.orders,
      codOrders: f.codOrders,
      sharePercent: ratePercent(f.codOrders, f.orders),
      toCollect: { orders: f.toCollect, amount: paiseToRupees(f.toCollectPaise) },
      awaitingConfirmation: f.awaiting,
    };
  }

  history(id: string): Promise<OrderHistoryEntry[]> {
    return this.orders.history(id);
  }
}
