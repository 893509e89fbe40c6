import {
  COD_CODE_TRIES,
  COD_NOT_AWAITING,
  COD_TOO_MANY_TRIES,
  CodCodeIssuedV1,
  WRONG_COD_CODE,
  type Caller,
  type CodPlacedV1,
  type OrderView,
} from '@arogya/contracts';
import { appendToOutbox, badRequest, conflict, defineJob, Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ORDERS_CONFIG, type OrdersEnv } from '../config.js';
import { OrderRepository } from './order.repository.js';
import { moveOrder } from './order.transitions.js';
import { toOrderView } from './order.view.js';
import { OrdersService } from './orders.service.js';

/** The end of a cash-on-delivery order's wait for its code. */
const CANCEL_UNCONFIRMED = defineJob<{ orderId: string }>('cancel-unconfirmed-cod', (data) => {
  const id = (data as { orderId?: unknown } | null)?.orderId;
  if (typeof id !== 'string' || !id) throw new Error('cancel-unconfirmed-cod needs orderId');
  return { orderId: id };
});

/** A code's hash, salted with its order (a code confirms only its own order). */
const hashOf = (orderId: string, code: string) =>
  createHash('sha256').update(`${orderId}:${code}`).digest('hex');

/**
 * Orders paid in cash on delivery (issue 32). `cod-placed` makes the order, awaiting
 * confirmation, with a 6-digit code texted to the shipping phone (`cod-code-issued`; only its
 * hash is kept); the shopper's code confirms it (Processing, then as any order), at most
 * `COD_CODE_TRIES` wrong tries; unconfirmed after `COD_CONFIRM_TTL_MS`, a job cancels it and
 * `order-cancelled` puts its stock back. Nothing is refunded: nothing was paid.
 */
@Injectable()
export class CodOrdersService implements OnModuleInit {
  constructor(
    private readonly orders: OrderRepository,
    private readonly ordersService: OrdersService,
    private readonly jobs: Jobs,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersEnv,
  ) {}

  onModuleInit() {
    this.jobs.define(CANCEL_UNCONFIRMED, { run: ({ orderId }) => this.cancelUnconfirmed(orderId) });
  }

  /** `checkout.cod-placed.v1` → exactly one order per checkout, awaiting its code. */
  async createFromCod(m: EntityManager, p: CodPlacedV1): Promise<void> {
    if (await this.orders.byCheckout(p.checkoutId, m)) return;
    const base = await this.ordersService.orderOf(m, p);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const confirmBy = new Date(Date.now() + this.config.COD_CONFIRM_TTL_MS);
    const order = await moveOrder(
      m,
      {
        ...base,
        isPaid: false,
        paidAt: null,
        razorpayOrderId: null,
        razorpayPaymentId: null,
        codCodeHash: hashOf(base.id, code),
        codConfirmBy: confirmBy,
      },
      'Awaiting confirmation',
      { actor: 'shopper', note: 'cash on delivery: code sent' },
    );
    await appendToOutbox(m, CodCodeIssuedV1, {
      orderId: order.id,
      userId: order.userId,
      phone: p.shippingAddress.phone,
      code,
      totalPricePaise: order.totalPaise,
      confirmBy: confirmBy.toISOString(),
    });
    // a job of a transaction rolled back finds no order waiting, and does nothing
    await this.jobs.schedule(
      CANCEL_UNCONFIRMED,
      { orderId: order.id },
      this.config.COD_CONFIRM_TTL_MS,
      `cod-${order.id}`,
    );
  }

  /**
   * `POST /api/orders/:id/cod-confirmation { code }`: the owner's code confirms their order
   * (Processing). A wrong code counts (kept though the answer is a 400); past the tries, even
   * the right one is refused. Confirming a confirmed order again answers it as it is.
   */
  async confirm(caller: Caller, id: string, code: string): Promise<OrderView> {
    const outcome = await this.orders.transaction(async (m) => {
      const o = await this.orders.owned(caller, id, m, true);
      if (o.paymentMethod === 'COD' && o.status === 'Processing' && !o.codCodeHash)
        return { order: o };
      if (o.status !== 'Awaiting confirmation' || !o.codCodeHash || !o.codConfirmBy)
        return { refusal: conflict(COD_NOT_AWAITING) };
      if (o.codConfirmBy.getTime() <= Date.now()) return { refusal: conflict(COD_NOT_AWAITING) };
      if (o.codTries >= COD_CODE_TRIES) return { refusal: badRequest(COD_TOO_MANY_TRIES) };
      const given = Buffer.from(hashOf(o.id, code));
      if (!timingSafeEqual(given, Buffer.from(o.codCodeHash))) {
        await this.orders.countCodTry(m, o.id);
        const last = o.codTries + 1 >= COD_CODE_TRIES;
        return { refusal: badRequest(last ? COD_TOO_MANY_TRIES : WRONG_COD_CODE) };
      }
      const why = { actor: 'shopper', note: 'cash on delivery confirmed by code' };
      return { order: await moveOrder(m, o, 'Processing', why) };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return toOrderView(outcome.order);
  }

  /** The wait is over: an order still awaiting its code is cancelled (its stock goes back). */
  async cancelUnconfirmed(orderId: string): Promise<string> {
    return this.orders.transaction(async (m) => {
      const o = await this.orders.byId(orderId, m);
      if (!o || o.status !== 'Awaiting confirmation') return 'skipped';
      await moveOrder(m, o, 'Cancelled', {
        actor: 'cod-unconfirmed',
        note: 'cash on delivery not confirmed in time',
      });
      return 'cancelled';
    });
  }
}
