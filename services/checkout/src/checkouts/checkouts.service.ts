import {
  CatalogCalls,
  orderTooLarge,
  paiseToRupees,
  priceCharges,
  productUnits,
  type Caller,
  type CheckoutInput,
  type CheckoutView,
  type FinalizeState,
  type OrderPlacedV1,
  type PaymentMethod,
} from '@arogya/contracts';
import {
  badRequest,
  conflict,
  durations,
  lazyGauge,
  LOGGER,
  RpcClient,
  type Logger,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { CodDecisions } from '../cod/cod-decisions.js';
import { ItemOffers } from '../offers/offers.service.js';
import { Serviceability } from '../serviceability/serviceability.service.js';
import type { CheckoutEntity } from './checkout.entity.js';
import { CheckoutHooks } from './checkout.hooks.js';
import { CheckoutRepository } from './checkout.repository.js';
import { CheckoutMoves, isPaid } from './checkout.transitions.js';
import { toCheckoutView } from './checkout.view.js';
import { ExpiryJob } from './expiry.job.js';
import { sameCart } from './same-cart.js';

export const NOT_VERIFIED = 'Payment has not been verified';
export const EXPIRED = 'This checkout has expired';

/**
 * From a payment's verification to its order being placed (order-placed reaching checkout):
 * the checkout latency SLO (infra/observability/alert-rules.yml) is measured on it.
 */
const verifyToOrder = durations(
  'checkout_verify_to_order_seconds',
  'Time from payment verified to order placed',
  [],
  [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
);

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
    private readonly serviceability: Serviceability,
    private readonly moves: CheckoutMoves,
    private readonly hooks: CheckoutHooks,
    private readonly cod: CodDecisions,
    private readonly offers: ItemOffers,
    @Inject(CHECKOUT_CONFIG) private readonly config: CheckoutEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    lazyGauge('checkout_held_units', 'Units held by unpaid checkouts', () =>
      this.checkouts.heldUnits(),
    );
  }

  /**
   * `POST /api/checkout`: prices from the catalog, stock held, the client's total only compared.
   * Hoarding is bounded: at most `CHECKOUT_MAX_UNITS` units of a product (all its lines, of
   * every size and colour), and at most `CHECKOUT_MAX_OPEN` unpaid checkouts a customer (a new
   * one releases the oldest). The same cart checked out again while its checkout is still open
   * answers that checkout.
   */
  async create(caller: Caller, given: CheckoutInput): Promise<CheckoutView> {
    // the address with its state settled by the PIN, and the delivery promise (400s first)
    const { shippingAddress, estimatedDelivery, ...terms } = await this.serviceability.resolve(
      given.shippingAddress,
    );
    const { zoneFeePaise, fees } = terms;
    const input = { ...given, shippingAddress };
    const max = this.config.CHECKOUT_MAX_UNITS;
    if ([...productUnits(input.items).values()].some((units) => units > max))
      throw badRequest(
        `You can buy at most ${max} units of an item in one order, all its sizes and colours together`,
      );
    // one look at the customer's open checkouts: the same cart's, or room for a new one (two
    // requests at once both miss the same cart, as they would under a lock that ends before
    // the stock is held; the transaction that stores the checkout counts them both)
    const open = await this.checkouts.openNow(caller.userId);
    const same = open.find((c) => c.expiresAt.getTime() > Date.now() && sameCart(c, input));
    if (same) return toCheckoutView(same);
    // the oldest unpaid checkouts beyond the limit give their stock back before this one holds
    const replaced =
      open.length < this.config.CHECKOUT_MAX_OPEN
        ? []
        : await this.checkouts.transaction(async (m) =>
            this.replaceOldest(m, await this.checkouts.openOf(caller.userId, m)),
          );
    for (const old of replaced) {
      await this.rpc.call(CatalogCalls.release, { checkoutId: old }).catch((err: unknown) => {
        this.log.warn({ err, checkoutId: old }, 'Replaced checkout released by its event only');
      });
    }
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.CHECKOUT_TTL_MS);
    // the hold's end is scheduled before the stock is held, so that a crash at any point after
    // still gives the stock back: the job expires the checkout, or releases the hold of one that
    // was never stored
    await this.expiry.expireLater(id, this.config.CHECKOUT_TTL_MS);
    // a checkout Razorpay could not take is refused by the catalog before it holds anything
    const maxTotal = this.config.CHECKOUT_MAX_TOTAL_PAISE;
    const priced = await this.rpc.call(CatalogCalls.reserve, {
      checkoutId: id,
      items: input.items,
      maxSubtotalPaise: maxTotal,
    });
    const subtotal = priced.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
    const release = () =>
      this.rpc.call(CatalogCalls.release, { checkoutId: id }).catch((err: unknown) => {
        this.log.warn({ err, checkoutId: id }, 'Stock hold of an unstored checkout not released');
      });
    if (subtotal > maxTotal) {
      await release(); // a catalog that did not check (an older replica): given back at once
      throw badRequest(orderTooLarge(maxTotal));
    }
    try {
      const created = await this.checkouts.transaction(async (m) => {
        // a checkout made at the same moment by the same customer counts too
        await this.replaceOldest(m, await this.checkouts.openOf(caller.userId, m));
        // buy-x-get-y offers on the lines first, then the coupon (if any) priced on what the
        // items come to after them, its use held with this checkout; the customer's open
        // checkouts holding the same code give it up (expired)
        const itemOffers = await this.offers.price(priced, m);
        const { replaces, ...coupon } = await this.hooks.price(
          m,
          caller,
          id,
          input.couponCode,
          subtotal - itemOffers.reduce((sum, o) => sum + o.paise, 0),
        );
        for (const old of replaces) {
          const c = await this.checkouts.find(old, m, true);
          if (c) await this.moves.move(m, c, { to: 'expired', actor: 'replaced' });
        }
        // shipping, fees and offers on top (issue 32: `priceCharges` says how they combine)
        const price = (method: PaymentMethod) =>
          priceCharges({
            subtotalPaise: subtotal,
            itemOffers,
            couponPaise: coupon.discountPaise,
            zoneFeePaise,
            method,
            settings: fees,
          });
        const { totalPaise: total, ...charges } = price(input.paymentMethod);
        if (total > maxTotal) throw badRequest(orderTooLarge(maxTotal));
        // cash on delivery decided for every checkout and kept with it, saying why not (issue
        // 32); a cash checkout it was not offered to is refused with the reasons
        const cod = await this.cod.decide(
          {
            userId: caller.userId,
            pin: shippingAddress.postalCode,
            productIds: priced.map((i) => i.productId),
            codTotalPaise: input.paymentMethod === 'COD' ? total : price('COD').totalPaise,
            terms,
          },
          m,
        );
        if (input.paymentMethod === 'COD' && !cod.offered) throw badRequest(cod.reasons.join(' '));
        if (input.claimedTotalPaise !== null && input.claimedTotalPaise !== total)
          throw conflict(
            `Prices have changed: your total is now ₹${paiseToRupees(total)}. Please review your cart.`,
          );
        return this.moves.move(
          m,
          {
            id,
            userId: caller.userId,
            userName: caller.name,
            items: priced,
            shippingAddress: input.shippingAddress,
            totalPaise: total,
            ...coupon,
            shippingPaise: charges.shippingPaise,
            codFeePaise: charges.codFeePaise,
            offerDiscountPaise: charges.offerDiscountPaise,
            offers: charges.offers,
            estimatedDelivery,
            paymentMethod: input.paymentMethod,
            codDecision: cod,
            razorpayOrderId: null,
            razorpayPaymentId: null,
            paidAt: null,
            orderId: null,
            expiresAt,
          },
          { to: 'created', actor: 'shopper' },
        );
      });
      return toCheckoutView(created);
    } catch (err) {
      await release();
      throw err;
    }
  }

  /**
   * Expires the oldest of a customer's `open` checkouts (newest first, locked) so that one more
   * fits under `CHECKOUT_MAX_OPEN` (their stock goes back by `checkout-expired`); answers their ids.
   */
  private async replaceOldest(m: EntityManager, open: CheckoutEntity[]): Promise<string[]> {
    const old = open.slice(this.config.CHECKOUT_MAX_OPEN - 1);
    for (const c of old) await this.moves.move(m, c, { to: 'expired', actor: 'replaced' });
    return old.map((c) => c.id);
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
    // paid online, or placed to be paid in cash on delivery (issue 32)
    if (!isPaid(c.status) && c.status !== 'placed') throw conflict(NOT_VERIFIED);
    return { checkoutId: c.id, orderId: c.orderId };
  }

  /** `orders.order-placed.v1` → the checkout is finalized with its order. */
  async orderPlaced(m: EntityManager, order: OrderPlacedV1): Promise<void> {
    const c = await this.checkouts.find(order.checkoutId, m, true);
    if (!c || c.status === 'finalized') return;
    await this.moves.move(m, c, { to: 'finalized', orderId: order.orderId, actor: 'orders' });
    if (c.paidAt) verifyToOrder.observe((Date.now() - c.paidAt.getTime()) / 1000);
  }
}
