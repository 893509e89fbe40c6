import {
  CatalogCalls,
  paiseToRupees,
  PAYMENT_METHOD,
  type Caller,
  type CheckoutInput,
  type CheckoutView,
  type FinalizeState,
  type OrderPlacedV1,
} from '@arogya/contracts';
import { conflict, LOGGER, RpcClient, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { ExpiryJob } from '../jobs/expiry.job.js';
import { CheckoutRepository } from './checkout.repository.js';
import { isPaid, moveCheckout } from './checkout.transitions.js';
import { toCheckoutView } from './checkout.view.js';

export const NOT_VERIFIED = 'Payment has not been verified';
export const EXPIRED = 'This checkout has expired';

/**
 * A shopper's checkouts (ARCHITECTURE §3.1): priced and stock-held by the catalog, stored with
 * a snapshot of the items, expired by a delayed job, finalized when their order is placed.
 */
@Injectable()
export class CheckoutsService {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly rpc: RpcClient,
    private readonly expiry: ExpiryJob,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** `POST /api/checkout`: prices from the catalog, stock held, the client's total only compared. */
  async create(caller: Caller, input: CheckoutInput): Promise<CheckoutView> {
    const id = randomUUID();
    const priced = await this.rpc.call(CatalogCalls.reserve, {
      checkoutId: id,
      items: input.items,
    });
    const total = priced.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
    const release = () =>
      this.rpc.call(CatalogCalls.release, { checkoutId: id }).catch((err: unknown) => {
        this.log.warn({ err, checkoutId: id }, 'Stock hold of an unstored checkout not released');
      });
    if (input.claimedTotalPaise !== null && input.claimedTotalPaise !== total) {
      await release();
      throw conflict(
        `Prices have changed: your total is now ₹${paiseToRupees(total)}. Please review your cart.`,
      );
    }
    try {
      const created = await this.checkouts.transaction((m) =>
        moveCheckout(
          m,
          {
            id,
            userId: caller.userId,
            userName: caller.name,
            items: priced,
            shippingAddress: input.shippingAddress,
            totalPaise: total,
            paymentMethod: PAYMENT_METHOD,
            razorpayOrderId: null,
            razorpayPaymentId: null,
            paidAt: null,
            orderId: null,
            expiresAt: new Date(Date.now() + this.config.CHECKOUT_TTL_MS),
          },
          { to: 'created', actor: 'shopper' },
        ),
      );
      await this.expiry.expireLater(id, this.config.CHECKOUT_TTL_MS);
      return toCheckoutView(created);
    } catch (err) {
      await release();
      throw err;
    }
  }

  /** One of the caller's checkouts. */
  async get(caller: Caller, id: string): Promise<CheckoutView> {
    return toCheckoutView(await this.checkouts.owned(caller, id));
  }

  /**
   * Where a paid checkout's order stands, for `finalize` (the gateway waits for the order and
   * answers it): 409 when the checkout expired or was never verified as paid.
   */
  async finalizeState(caller: Caller, id: string): Promise<FinalizeState> {
    const c = await this.checkouts.owned(caller, id);
    if (c.status === 'expired') throw conflict(EXPIRED);
    if (!isPaid(c.status)) throw conflict(NOT_VERIFIED);
    return { checkoutId: c.id, orderId: c.orderId };
  }

  /** `orders.order-placed.v1` → the checkout is finalized with its order. */
  async orderPlaced(m: EntityManager, order: OrderPlacedV1): Promise<void> {
    const c = await this.checkouts.find(order.checkoutId, m, true);
    if (!c || c.status === 'finalized') return;
    await moveCheckout(m, c, { to: 'finalized', orderId: order.orderId, actor: 'orders' });
  }
}
