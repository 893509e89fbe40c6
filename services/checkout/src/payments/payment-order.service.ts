import { COD_ONLY, type Caller, type PaymentOrder } from '@arogya/contracts';
import { badRequest, conflict, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutEntity } from '../checkouts/checkout.entity.js';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { CheckoutMoves } from '../checkouts/checkout.transitions.js';
import { EXPIRED } from '../checkouts/checkouts.service.js';
import {
  captureDeadline,
  captureMinutesFor,
  RazorpayClient,
  type RazorpayOrder,
} from './razorpay.client.js';
import { classify, failureAnswer } from './razorpay.errors.js';
import { Reconciliation } from './reconciliation.service.js';

const ALREADY_PAID = 'This checkout is already paid';

/**
 * `POST /api/createOrder`: the Razorpay order for the stored total (the client's amount is only
 * compared), once per checkout: asking again answers the same order, unless Razorpay says it
 * is paid already — then the checkout is reconciled at once and the order never handed out
 * again. Razorpay is called with no transaction open and no row locked; only storing the order
 * id takes the lock. A Razorpay failure answers 503/504 (or 400 with its description) and
 * writes nothing.
 */
@Injectable()
export class PaymentOrders {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    private readonly reconciliation: Reconciliation,
    private readonly moves: CheckoutMoves,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async create(
    caller: Caller,
    id: string,
    claimedAmountPaise: number | null,
  ): Promise<PaymentOrder> {
    const c = await this.checkouts.owned(caller, id);
    // issue 32: the courier collects a cash-on-delivery checkout's money, never Razorpay
    if (c.paymentMethod === 'COD') throw badRequest(COD_ONLY);
    if (claimedAmountPaise !== null && claimedAmountPaise !== c.totalPaise) {
      throw badRequest('The amount does not match your checkout total');
    }
    const holdMs = c.expiresAt.getTime() - Date.now();
    if (c.status === 'expired' || holdMs <= 0) throw conflict(EXPIRED);
    if (c.status !== 'created' && c.status !== 'payment_pending') throw conflict(ALREADY_PAID);
    let order = await this.provider(() =>
      c.razorpayOrderId
        ? this.razorpay.fetchOrder(c.razorpayOrderId)
        : this.razorpay.createOrder(c.id, c.totalPaise, holdMs),
    );
    const stored = await this.checkouts.transaction(async (m) => {
      const locked = (await this.checkouts.find(c.id, m, true))!;
      if (locked.razorpayOrderId) return locked.razorpayOrderId;
      if (locked.status !== 'created')
        throw conflict(locked.status === 'expired' ? EXPIRED : ALREADY_PAID);
      await this.moves.move(m, locked, {
        to: 'payment_pending',
        razorpayOrderId: order.id,
        captureUntil: captureDeadline(c.expiresAt, captureMinutesFor(holdMs)),
        actor: 'shopper',
      });
      return order.id;
    });
    // another request stored its order first: everyone pays that one
    if (stored !== order.id) order = await this.provider(() => this.razorpay.fetchOrder(stored));
    if (order.status === 'paid') await this.alreadyPaid(c);
    return {
      id: order.id,
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      key: this.razorpay.keyId,
      checkoutId: c.id,
      timeout: Math.max(1, Math.floor(holdMs / 1000)),
    };
  }

  /** Razorpay says the order is paid: settle it now, and refuse to hand it out again. */
  private async alreadyPaid(c: CheckoutEntity): Promise<never> {
    const outcome = await this.reconciliation.reconcile(c.id).catch((err: unknown) => {
      this.log.warn({ err, checkoutId: c.id }, 'Paid order not reconciled yet');
      return 'unknown';
    });
    this.log.info({ checkoutId: c.id, outcome }, 'Razorpay order already paid: not handed out');
    throw conflict(ALREADY_PAID);
  }

  private async provider(call: () => Promise<RazorpayOrder>): Promise<RazorpayOrder> {
    try {
      return await call();
    } catch (err) {
      const f = classify(err);
      this.log.error({ err: f }, 'Razorpay order failed');
      throw failureAnswer(f);
    }
  }
}
