import { type Caller, type PaymentOrder } from '@arogya/contracts';
import { badRequest, conflict, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../checkouts/checkout.repository.js';
import { moveCheckout } from '../checkouts/checkout.transitions.js';
import { EXPIRED } from '../checkouts/checkouts.service.js';
import { RazorpayClient, razorpayError, type RazorpayOrder } from './razorpay.client.js';

/**
 * `POST /api/createOrder`: the Razorpay order for the stored total (the client's amount is only
 * compared), once per checkout: asking again answers the same order. Razorpay is called with no
 * transaction open and no row locked; only storing the order id takes the lock.
 */
@Injectable()
export class PaymentOrders {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async create(
    caller: Caller,
    id: string,
    claimedAmountPaise: number | null,
  ): Promise<PaymentOrder> {
    const c = await this.checkouts.owned(caller, id);
    if (claimedAmountPaise !== null && claimedAmountPaise !== c.totalPaise) {
      throw badRequest('The amount does not match your checkout total');
    }
    if (c.status !== 'created' && c.status !== 'payment_pending') {
      throw conflict(c.status === 'expired' ? EXPIRED : 'This checkout is already paid');
    }
    let order = await this.provider(() =>
      c.razorpayOrderId
        ? this.razorpay.fetchOrder(c.razorpayOrderId)
        : this.razorpay.createOrder(c.id, c.totalPaise),
    );
    const stored = await this.checkouts.transaction(async (m) => {
      const locked = (await this.checkouts.find(c.id, m, true))!;
      if (locked.razorpayOrderId) return locked.razorpayOrderId;
      if (locked.status !== 'created')
        throw conflict(locked.status === 'expired' ? EXPIRED : 'This checkout is already paid');
      await moveCheckout(m, locked, {
        to: 'payment_pending',
        razorpayOrderId: order.id,
        actor: 'shopper',
      });
      return order.id;
    });
    // another request stored its order first: everyone pays that one
    if (stored !== order.id) order = await this.provider(() => this.razorpay.fetchOrder(stored));
    return {
      id: order.id,
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      key: this.razorpay.keyId,
      checkoutId: c.id,
    };
  }

  private async provider(call: () => Promise<RazorpayOrder>): Promise<RazorpayOrder> {
    try {
      return await call();
    } catch (err) {
      this.log.error({ err: razorpayError(err) }, 'Razorpay order failed');
      throw RazorpayClient.unreachable();
    }
  }
}
