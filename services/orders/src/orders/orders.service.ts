import {
  type Caller,
  CatalogRpc,
  filterIds,
  filterText,
  isEntityId,
  ORDER_STATUSES,
  OrderCancelledV1,
  OrderPlacedV1,
  OrderStatusChangedV1,
  paiseToRupees,
  type AdminListParams,
  type AdminSummary,
  type Page,
  type OrderStatus,
  type OrderView,
  type PaymentVerifiedV1,
  type PricedItem,
  type ShippingAddress,
} from '@arogya/contracts';
import {
  appendToOutbox,
  badRequest,
  createRazorpay,
  DATA_SOURCE,
  SqlWhere,
  LOGGER,
  notFound,
  razorpayError,
  RpcClient,
  RpcError,
  type Logger,
  type Razorpay,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { ORDERS_CONFIG, type OrdersEnv } from '../config.js';
import { assertTransition, ORDER_TRANSITIONS } from './order-transitions.js';

interface OrderRow {
  id: string;
  checkout_id: string;
  user_id: string;
  user_name: string;
  items: PricedItem[];
  shipping_address: ShippingAddress;
  total_paise: number;
  payment_method: string;
  shipping_method: string;
  is_paid: boolean;
  paid_at: Date | null;
  is_delivered: boolean;
  delivered_at: Date | null;
  status: OrderStatus;
  razorpay_payment_id: string | null;
  refund_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** An order as the admin console sees it: with the statuses it may move to next. */
export type AdminOrder = OrderView & { allowedStatuses: OrderStatus[] };

/** One change in an order's life. */
export interface HistoryEntry {
  from: string | null;
  to: string;
  actor: string;
  note: string | null;
  at: string;
}

const NOT_FOUND = 'Order not found';
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Orders: created once per verified payment, moved only along the transition table. */
@Injectable()
export class OrdersService {
  private readonly rzp: Razorpay;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(ORDERS_CONFIG) config: OrdersEnv,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly rpc: RpcClient,
  ) {
    this.rzp = createRazorpay(config);
  }

  /**
   * `checkout.payment-verified.v1` → exactly one order per checkout (the unique checkout id
   * is the state guard behind the inbox), then `order-placed`.
   */
  async createFromPayment(m: EntityManager, p: PaymentVerifiedV1): Promise<void> {
    const rows = (await m.query(
      `INSERT INTO orders (checkout_id, user_id, user_name, items, shipping_address, total_paise, payment_method,
                           is_paid, paid_at, razorpay_order_id, razorpay_payment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $10)
       ON CONFLICT (checkout_id) DO NOTHING RETURNING id`,
      [
        p.checkoutId,
        p.userId,
        p.userName,
        JSON.stringify(p.items),
        JSON.stringify(p.shippingAddress),
        p.totalPricePaise,
        p.paymentMethod,
        p.paidAt,
        p.razorpayOrderId,
        p.razorpayPaymentId,
      ],
    )) as { id: string }[];
    const orderId = rows[0]?.id;
    if (!orderId) return; // this checkout already has its order
    await this.history(m, orderId, null, 'Processing', 'payment', `paid via ${p.via}`);
    await appendToOutbox(m, OrderPlacedV1, {
      orderId,
      checkoutId: p.checkoutId,
      userId: p.userId,
      items: p.items.map((i) => ({
        productId: i.productId,
        name: i.name,
        size: i.size,
        color: i.color,
        quantity: i.quantity,
        pricePaise: i.pricePaise,
      })),
      totalPricePaise: p.totalPricePaise,
    });
  }

  /** `GET /api/orders/my-orders`: the caller's orders, newest first. */
  async mine(caller: Caller): Promise<OrderView[]> {
    const rows = (await this.ds.query(
      'SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC',
      [caller.userId],
    )) as OrderRow[];
    return rows.map((r) => this.view(r));
  }

  /** `GET /api/orders/:id`: the owner's or any for an admin; anyone else 404. */
  async get(caller: Caller, id: unknown): Promise<OrderView & { history?: unknown[] }> {
    const row = await this.row(this.ds.manager, id);
    if (!row || (row.user_id !== caller.userId && caller.role !== 'admin'))
      throw notFound(NOT_FOUND);
    return this.view(row);
  }

  /** The order of a checkout, for its owner (finalize). */
  async byCheckout(checkoutId: unknown, userId: unknown): Promise<OrderView> {
    if (!isEntityId(checkoutId)) throw badRequest('Invalid checkout id');
    const [row] = (await this.ds.query('SELECT * FROM orders WHERE checkout_id = $1', [
      checkoutId,
    ])) as OrderRow[];
    if (!row || row.user_id !== userId) throw notFound(NOT_FOUND);
    return this.view(row);
  }

  /** Every order, newest first (admin), or one page of them (simple-rest dialect). */
  async adminList(p?: AdminListParams): Promise<AdminOrder[] | Page<AdminOrder>> {
    if (!p) {
      const rows = (await this.ds.query(
        'SELECT * FROM orders ORDER BY created_at DESC',
      )) as OrderRow[];
      return rows.map((r) => this.adminView(r));
    }
    const column: Record<string, string> = {
      createdAt: 'created_at',
      totalPrice: 'total_paise',
      status: 'status',
    };
    const where = new SqlWhere()
      .ilikeAny(['user_name', 'id::text'], filterText(p.filter, 'q'))
      .equals('status', filterText(p.filter, 'status'))
      .idIn('id', filterIds(p.filter)?.filter(isEntityId));
    const [{ total }] = (await this.ds.query(
      `SELECT count(*)::int AS total FROM orders WHERE ${where.clause}`,
      where.values,
    )) as {
      total: number;
    }[];
    const rows = (await this.ds.query(
      `SELECT * FROM orders WHERE ${where.clause} ORDER BY ${column[p.sort] ?? 'created_at'} ${p.order}, id
        LIMIT ${where.param(p.limit)} OFFSET ${where.param(p.offset)}`,
      where.values,
    )) as OrderRow[];
    return { items: rows.map((r) => this.adminView(r)), total };
  }

  /** One order with the statuses it may move to (admin). */
  async adminGet(id: unknown): Promise<AdminOrder> {
    const row = await this.row(this.ds.manager, id);
    if (!row) throw notFound(NOT_FOUND);
    return this.adminView(row);
  }

  private adminView(r: OrderRow): AdminOrder {
    return { ...this.view(r), allowedStatuses: [...ORDER_TRANSITIONS[r.status]] };
  }

  /**
   * An admin's status change, along the transition table (409 with the allowed next states).
   * Delivered sets `isDelivered`; Cancelled restocks and, when paid, refunds (by event).
   */
  async adminUpdate(caller: Caller, id: unknown, body: unknown): Promise<AdminOrder> {
    const status = (body as { status?: unknown } | null)?.status;
    if (!(ORDER_STATUSES as readonly unknown[]).includes(status)) {
      throw badRequest(`status must be one of ${ORDER_STATUSES.join(', ')}`);
    }
    const to = status as OrderStatus;
    return this.ds.transaction(async (m) => {
      const row = await this.row(m, id, true);
      if (!row) throw notFound(NOT_FOUND);
      if (row.status === to) return this.adminView(row);
      assertTransition(row.status, to);
      await m.query(
        `UPDATE orders SET status = $2, updated_at = now(),
                is_delivered = is_delivered OR $2 = 'Delivered',
                delivered_at = CASE WHEN $2 = 'Delivered' THEN now() ELSE delivered_at END
          WHERE id = $1`,
        [row.id, to],
      );
      await this.history(m, row.id, row.status, to, `admin:${caller.userId}`, null);
      await appendToOutbox(m, OrderStatusChangedV1, {
        orderId: row.id,
        userId: row.user_id,
        from: row.status,
        to,
      });
      if (to === 'Cancelled') {
        await appendToOutbox(m, OrderCancelledV1, {
          orderId: row.id,
          checkoutId: row.checkout_id,
          userId: row.user_id,
          items: row.items,
          totalPricePaise: row.total_paise,
          razorpayPaymentId: row.is_paid ? row.razorpay_payment_id : null,
        });
      }
      return this.adminView((await this.row(m, row.id))!);
    });
  }

  /** Deletes a cancelled order (anything else must be cancelled first, so stock and refunds follow). */
  async adminDelete(id: unknown): Promise<{ _id: string; message: string }> {
    return this.ds.transaction(async (m) => {
      const row = await this.row(m, id, true);
      if (!row) throw notFound(NOT_FOUND);
      if (row.status !== 'Cancelled')
        throw new RpcError(409, 'Only a cancelled order can be deleted: cancel it first');
      await m.query('DELETE FROM orders WHERE id = $1', [row.id]);
      return { _id: row.id, message: 'Order deleted' };
    });
  }

  /** `orders.order-cancelled.v1` → refund a paid order; the order id is the idempotency key. */
  async refund(m: EntityManager, event: OrderCancelledV1): Promise<void> {
    if (!event.razorpayPaymentId) return;
    let refund: { id: string };
    try {
      refund = (await this.rzp.payments.refund(event.razorpayPaymentId, {
        amount: event.totalPricePaise,
        receipt: event.orderId,
        notes: { orderId: event.orderId },
      })) as unknown as { id: string };
    } catch (err) {
      throw razorpayError(err); // redelivered with backoff, then dead-lettered
    }
    await m.query('UPDATE orders SET refund_id = $2, updated_at = now() WHERE id = $1', [
      event.orderId,
      refund.id,
    ]);
    await this.history(m, event.orderId, 'Cancelled', 'Cancelled', 'refund', `refund ${refund.id}`);
    this.log.info({ orderId: event.orderId, refundId: refund.id }, 'Order refunded');
  }

  /** The admin dashboard's figures, computed here rather than in the browser. */
  async summary(): Promise<AdminSummary> {
    const [totals] = (await this.ds.query(
      `SELECT count(*)::int AS orders,
              COALESCE(sum(total_paise) FILTER (WHERE is_paid AND status <> 'Cancelled'), 0)::bigint AS revenue
         FROM orders`,
    )) as { orders: number; revenue: string }[];
    const recent = (await this.ds.query(
      'SELECT * FROM orders ORDER BY created_at DESC LIMIT 5',
    )) as OrderRow[];
    const { count } = await this.rpc.request<{ count: number }>(CatalogRpc.count, {});
    return {
      revenue: paiseToRupees(Number(totals!.revenue)),
      totalOrders: totals!.orders,
      totalProducts: count,
      recentOrders: recent.map((r) => ({
        _id: r.id,
        user: { name: r.user_name },
        totalPrice: paiseToRupees(r.total_paise),
        status: r.status,
        createdAt: iso(r.created_at)!,
      })),
    };
  }

  /** The history of order `id` (admin and tests). */
  async historyOf(id: unknown): Promise<HistoryEntry[]> {
    if (!isEntityId(id)) throw badRequest('Invalid order id');
    const rows = (await this.ds.query(
      'SELECT from_status, to_status, actor, note, at FROM order_history WHERE order_id = $1 ORDER BY id',
      [id],
    )) as {
      from_status: string | null;
      to_status: string;
      actor: string;
      note: string | null;
      at: Date;
    }[];
    return rows.map((r) => ({
      from: r.from_status,
      to: r.to_status,
      actor: r.actor,
      note: r.note,
      at: iso(r.at)!,
    }));
  }

  private history(
    m: EntityManager,
    orderId: string,
    from: string | null,
    to: string,
    actor: string,
    note: string | null,
  ) {
    return m.query(
      'INSERT INTO order_history (order_id, from_status, to_status, actor, note) VALUES ($1, $2, $3, $4, $5)',
      [orderId, from, to, actor, note],
    );
  }

  private async row(m: EntityManager, id: unknown, lock = false): Promise<OrderRow | null> {
    if (!isEntityId(id)) throw badRequest('Invalid order id');
    const rows = (await m.query(`SELECT * FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      id,
    ])) as OrderRow[];
    return rows[0] ?? null;
  }

  private view(r: OrderRow): OrderView {
    return {
      _id: r.id,
      checkoutId: r.checkout_id,
      user: { _id: r.user_id, name: r.user_name },
      orderItems: r.items.map(({ pricePaise, ...i }) => ({
        ...i,
        price: paiseToRupees(pricePaise),
      })),
      shippingAddress: r.shipping_address,
      paymentMethod: r.payment_method,
      shippingMethod: r.shipping_method,
      totalPrice: paiseToRupees(r.total_paise),
      isPaid: r.is_paid,
      paidAt: iso(r.paid_at),
      isDelivered: r.is_delivered,
      deliveredAt: iso(r.delivered_at),
      status: r.status,
      createdAt: iso(r.created_at)!,
      updatedAt: iso(r.updated_at)!,
    };
  }
}
