import type {
  AdminListParams,
  Caller,
  OrderHistoryEntry,
  OrderStatus,
  Page,
} from '@arogya/contracts';
import { adminPage, AggregateRepository, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderEntity, OrderHistoryEntity } from './order.entity.js';

export const ORDER_NOT_FOUND = 'Order not found';

/** Reads of orders; their status changes are moves (`order.transitions.ts`). */
@Injectable()
export class OrderRepository extends AggregateRepository {
  /** Order `id` (404 when there is none), locked for the transaction when `lock`. */
  async get(id: string, m?: EntityManager, lock = false): Promise<OrderEntity> {
    const order = await this.findRow(OrderEntity, { id }, m, lock);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** Order `id` of `caller`, or any for an admin; anyone else (and none) 404. */
  async owned(caller: Caller, id: string, m?: EntityManager, lock = false): Promise<OrderEntity> {
    const order = await this.get(id, m, lock);
    if (order.userId !== caller.userId && caller.role !== 'admin') throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  byCheckout(checkoutId: string, m?: EntityManager) {
    return this.findRow(OrderEntity, { checkoutId }, m);
  }

  /** Order `id`, locked in the transaction of `m`; null when there is none. */
  byId(id: string, m: EntityManager) {
    return this.findRow(OrderEntity, { id }, m, true);
  }

  /** The order Razorpay payment `paymentId` paid, locked in the transaction of `m`. */
  byPayment(paymentId: string, m: EntityManager) {
    return this.findRow(OrderEntity, { razorpayPaymentId: paymentId }, m, true);
  }

  /** One more wrong code for cash-on-delivery order `id` (issue 32). */
  async countCodTry(m: EntityManager, id: string): Promise<void> {
    await m.increment(OrderEntity, { id }, 'codTries', 1);
  }

  /** A user's orders, newest first. */
  ofUser(userId: string) {
    return this.findRows(OrderEntity, { userId }, { createdAt: 'DESC' });
  }

  /** Every order (or the latest `limit`), newest first. */
  latest(limit?: number) {
    return this.ds.manager.find(OrderEntity, { order: { createdAt: 'DESC' }, take: limit });
  }

  /** One page of the admin list, sorted and filtered in SQL (simple-rest dialect). */
  page(p: AdminListParams): Promise<Page<OrderEntity>> {
    return adminPage(this.ds.manager.createQueryBuilder(OrderEntity, 'o'), p, {
      sorts: { createdAt: 'o.createdAt', totalPrice: 'o.totalPaise', status: 'o.status' },
      search: ['o.userName', 'o.id::text'],
      // issue 32: the console's cash-on-delivery list is this list filtered by method and state
      equals: { status: 'o.status', paymentMethod: 'o.paymentMethod' },
      id: 'o.id',
    });
  }

  /** How many orders there are and the revenue of the paid ones not cancelled (paise). */
  async totals(): Promise<{ orders: number; revenuePaise: number }> {
    const row = (await this.ds.manager
      .createQueryBuilder(OrderEntity, 'o')
      .select('count(*)::int', 'orders')
      .addSelect(
        `COALESCE(sum(o.total_paise) FILTER (WHERE o.is_paid AND o.status <> 'Cancelled'), 0)::bigint`,
        'revenue',
      )
      .getRawOne()) as { orders: number; revenue: string };
    return { orders: row.orders, revenuePaise: Number(row.revenue) };
  }

  /**
   * Revenue (paise) of paid orders not cancelled, per India-time day (`YYYY-MM-DD`) from
   * `days` - 1 days ago to today, every day present.
   */
  async revenueByDay(days: number): Promise<{ day: string; revenuePaise: number }[]> {
    const rows = (await this.ds.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(sum(o.total_paise), 0)::bigint AS revenue
         FROM generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date - ($1::int - 1),
                              (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS d(day)
         LEFT JOIN orders o
           ON (o.created_at AT TIME ZONE 'Asia/Kolkata')::date = d.day
          AND o.is_paid AND o.status <> 'Cancelled'
        GROUP BY d.day ORDER BY d.day`,
      [days],
    )) as { day: string; revenue: string }[];
    return rows.map((r) => ({ day: r.day, revenuePaise: Number(r.revenue) }));
  }

  /** How many orders stand in each status (statuses without orders left out). */
  /**
   * Issue 32: the orders placed in the last `days` days and how many are paid in cash; the
   * confirmed or shipped cash orders (the cash to collect, paise); those awaiting a code.
   */
  async codFigures(days: number) {
    const [row] = (await this.ds.query(
      `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(days => $1))::int
                AS orders,
              count(*) FILTER (WHERE created_at > now() - make_interval(days => $1)
                                 AND payment_method = 'COD')::int AS "codOrders",
              count(*) FILTER (WHERE payment_method = 'COD'
                                 AND status IN ('Processing', 'Shipped'))::int AS "toCollect",
              coalesce(sum(total_paise) FILTER (WHERE payment_method = 'COD'
                                 AND status IN ('Processing', 'Shipped')), 0)::bigint
                AS "toCollectPaise",
              count(*) FILTER (WHERE status = 'Awaiting confirmation')::int AS awaiting
         FROM orders`,
      [days],
    )) as [
      {
        orders: number;
        codOrders: number;
        toCollect: number;
        toCollectPaise: string;
        awaiting: number;
      },
    ];
    return { ...row, toCollectPaise: Number(row.toCollectPaise) };
  }

  async countByStatus(): Promise<{ status: OrderStatus; count: number }[]> {
    return (await this.ds.manager
      .createQueryBuilder(OrderEntity, 'o')
      .select('o.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('o.status')
      .getRawMany()) as { status: OrderStatus; count: number }[];
  }

  /** The history of order `id`, oldest first. */
  async history(id: string): Promise<OrderHistoryEntry[]> {
    const rows = await this.ds.manager.find(OrderHistoryEntity, {
      where: { orderId: id },
      order: { id: 'ASC' },
    });
    return rows.map((r) => ({
      from: r.from,
      to: r.to,
      actor: r.actor,
      note: r.note,
      at: r.at.toISOString(),
    }));
  }

  delete(m: EntityManager, id: string) {
    return m.delete(OrderEntity, { id });
  }
}
