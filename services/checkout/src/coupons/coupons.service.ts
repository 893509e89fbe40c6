import {
  COUPON_REFUSALS,
  couponQuote,
  type AdminListParams,
  type Caller,
  type CouponChanges,
  type CouponQuote,
  type CouponTerms,
  type CouponView,
  type Page,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CheckoutEntity } from '../checkouts/checkout.entity.js';
import { CheckoutHooks, type CheckoutDiscount } from '../checkouts/checkout.hooks.js';
import { CUSTOMER_LOCK_SQL } from '../checkouts/checkout.sql.js';
import { CheckoutMoves } from '../checkouts/checkout.transitions.js';
import { CouponEntity } from './coupon.entity.js';
import { CouponRepository } from './coupon.repository.js';
import { couponRefusal, discountOf, type CouponUsage } from './coupon-rules.js';
import { toCouponView } from './coupon.view.js';
import { holdRedemption, moveRedemption } from './redemption.transitions.js';

const NOT_FOUND = 'Coupon not found';

/**
 * Coupons (issue 19): priced at checkout creation in the transaction that stores the
 * checkout, previewed for the storefront, kept by admins. A checkout's use of a coupon is a
 * redemption (`redemption.transitions.ts`): held with the checkout, used when it is paid,
 * released when it expires or its order is cancelled.
 */
@Injectable()
export class CouponsService implements OnModuleInit {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly hooks: CheckoutHooks,
    private readonly moves: CheckoutMoves,
  ) {}

  /**
   * The coupons plug into checkouts (which import nothing of them): they price a checkout's
   * code, check it again at payment, and follow a checkout's moves — its use of the code is
   * spent with the payment, given back with an expiry — in the move's transaction.
   */
  onModuleInit() {
    this.hooks.useDiscounts({
      price: (...args) => this.price(...args),
      refusalAtPayment: (m, c) => this.refusalAtPayment(m, c),
    });
    this.moves.onMove(async (m, next, move) => {
      // a checkout paid online, or placed to be paid in cash (issue 32), spends its code
      const spent = move.to === 'paid' || move.to === 'placed';
      if (next.couponCode && (spent || move.to === 'expired'))
        await moveRedemption(m, next.id, spent ? 'used' : 'released');
    });
  }

  /**
   * Prices checkout `checkoutId`'s coupon on `subtotalPaise`, inside the transaction that
   * stores the checkout (which holds the customer's lock): the coupon's row is locked, so that
   * checkouts at once count each other's uses; the customer's own open checkouts holding the
   * same code are answered in `replaces` (checkouts expires them: the code goes to the new
   * one), and not counted; the rules are checked (400 with the reason) and a held redemption
   * stored.
   */
  async price(
    m: EntityManager,
    caller: Caller,
    checkoutId: string,
    code: string | null,
    subtotalPaise: number,
  ): Promise<CheckoutDiscount> {
    if (code === null) return { discountPaise: 0, couponCode: null, replaces: [] };
    const c = await this.coupons.find(code, m, true);
    if (!c) throw badRequest(COUPON_REFUSALS.notValid());
    const replaces = await this.coupons.openHolding(m, caller.userId, code);
    // the checkouts it replaces give their uses back
    const usage = await this.usage(m, c, caller.userId);
    const refusal = couponRefusal(c, subtotalPaise, usage, new Date());
    if (refusal) throw badRequest(refusal);
    const discountPaise = discountOf(c, subtotalPaise);
    await holdRedemption(m, { checkoutId, code, userId: caller.userId, discountPaise });
    return { discountPaise, couponCode: code, replaces };
  }

  /**
   * `POST /api/coupons/quote`: what `code` would take off the shopper's `subtotalPaise`, by the
   * same rules (a code the shopper holds in an open checkout counts as theirs to use again:
   * a new checkout replaces that one). Only a preview: the checkout is priced by the server.
   */
  async quote(caller: Caller, code: string, subtotalPaise: number): Promise<CouponQuote> {
    const m = this.coupons.manager;
    const c = await this.coupons.find(code, m);
    if (!c) throw badRequest(COUPON_REFUSALS.notValid());
    const refusal = couponRefusal(
      c,
      subtotalPaise,
      await this.usage(m, c, caller.userId),
      new Date(),
    );
    if (refusal) throw badRequest(refusal);
    return couponQuote(c, subtotalPaise, discountOf(c, subtotalPaise));
  }

  /**
   * Why checkout `c`'s coupon no longer holds now that it is being paid, in the transaction
   * that would make it paid (which holds the checkout's lock); null when it holds. Only the
   * first-order rule is asked again (issue 27): a customer may have paid another order since
   * (two open checkouts, two first-order codes), so the customer's lock is taken and their paid
   * orders counted. The other rules were settled when the checkout was priced, and are honoured
   * (README "Coupons": a coupon disabled, expired or used up meanwhile is honoured for a
   * checkout that already holds it).
   */
  async refusalAtPayment(m: EntityManager, c: CheckoutEntity): Promise<string | null> {
    if (!c.couponCode) return null;
    const coupon = await this.coupons.find(c.couponCode, m);
    if (!coupon?.firstOrderOnly) return null;
    await m.query(CUSTOMER_LOCK_SQL, [c.userId]);
    return (await this.coupons.hasPriorOrder(m, c.userId))
      ? COUPON_REFUSALS.firstOrderOnly(c.couponCode)
      : null;
  }

  /**
   * How much `c` is used, for `userId`, not counting the customer's own holds: those are the
   * open checkouts a new checkout with the code replaces (one hold per customer and code).
   */
  private async usage(m: EntityManager, c: CouponEntity, userId: string): Promise<CouponUsage> {
    const u = await this.coupons.usage(m, c.code, userId);
    return {
      total: u.total - u.mineHeld,
      byCustomer: u.mineUsed,
      hasPriorOrder: c.firstOrderOnly && (await this.coupons.hasPriorOrder(m, userId)),
    };
  }

  /** A page of coupons with their uses. */
  async page(params: AdminListParams): Promise<Page<CouponView>> {
    const { items, total } = await this.coupons.page(params);
    return { items: items.map(toCouponView), total };
  }

  async get(code: string, m?: EntityManager): Promise<CouponView> {
    const [c] = await this.coupons.withUses([code], m);
    if (!c) throw notFound(NOT_FOUND);
    return toCouponView(c);
  }

  /** A new coupon; 409 when the code exists already. */
  async create(t: CouponTerms): Promise<CouponView> {
    return this.coupons.transaction(async (m) => {
      if (await this.coupons.find(t.code, m, true))
        throw conflict(`Coupon ${t.code} exists already`);
      await m.insert(CouponEntity, {
        ...t,
        validFrom: t.validFrom ? new Date(t.validFrom) : null,
        validTo: t.validTo ? new Date(t.validTo) : null,
      });
      return this.get(t.code, m);
    });
  }

  /**
   * Changes what may change once shoppers may have used a coupon: whether it is active, until
   * when it is valid, and how often it may be used in all.
   */
  async update(code: string, changes: CouponChanges): Promise<CouponView> {
    return this.coupons.transaction(async (m) => {
      const c = await this.coupons.find(code, m, true);
      if (!c) throw notFound(NOT_FOUND);
      const next: Partial<CouponEntity> = { updatedAt: new Date() };
      if (changes.active !== undefined) next.active = changes.active;
      if (changes.maxUses !== undefined) next.maxUses = changes.maxUses;
      if (changes.validTo !== undefined) {
        next.validTo = changes.validTo ? new Date(changes.validTo) : null;
        if (next.validTo && c.validFrom && next.validTo <= c.validFrom)
          throw badRequest('validTo must be after validFrom');
      }
      await m.update(CouponEntity, { code }, next);
      return this.get(code, m);
    });
  }

  /** `DELETE`: a coupon is disabled, never deleted (its redemptions name it). */
  disable(code: string): Promise<CouponView> {
    return this.update(code, { active: false });
  }
}
