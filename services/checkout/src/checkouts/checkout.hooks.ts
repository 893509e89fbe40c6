import type { Caller } from '@arogya/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CheckoutEntity } from './checkout.entity.js';

/** What a checkout's code takes off, as the coupons decide it. */
export interface CheckoutDiscount {
  discountPaise: number;
  couponCode: string | null;
  /** the customer's open checkouts that held the same code: checkouts expires them */
  replaces: string[];
}

/** The discounts a checkout may have (the coupons module gives them). */
export interface Discounts {
  /**
   * Prices code `code` on `subtotalPaise` for checkout `checkoutId`, in the transaction that
   * stores it (which holds the customer's lock); a 400 when the code cannot be used.
   */
  price(
    m: EntityManager,
    caller: Caller,
    checkoutId: string,
    code: string | null,
    subtotalPaise: number,
  ): Promise<CheckoutDiscount>;
  /** Why checkout `c`'s code no longer holds as it is being paid; null when it holds. */
  refusalAtPayment(m: EntityManager, c: CheckoutEntity): Promise<string | null>;
}

/** Whether a checkout awaiting payment was paid after all: asked before its hold ends. */
export type PaidCheck = (checkoutId: string) => Promise<'paid' | 'unpaid' | 'unknown'>;

/** No code: nothing taken off (a service without coupons). */
const NO_DISCOUNTS: Discounts = {
  price: async (_m, _caller, _id, code) => {
    if (code !== null) throw new Error('No coupons: a code cannot be priced');
    return { discountPaise: 0, couponCode: null, replaces: [] };
  },
  refusalAtPayment: async () => null,
};

/**
 * Where the parts that depend on checkouts plug in (issue 27: one-way imports, checkouts ←
 * payments, coupons): the coupons give the discounts, the payments say whether a checkout
 * was paid before its hold ends. Each registers itself when its module starts; checkouts
 * call them without importing them.
 */
@Injectable()
export class CheckoutHooks {
  private discounts: Discounts = NO_DISCOUNTS;
  private paidCheck: PaidCheck = async () => 'unknown';

  useDiscounts(discounts: Discounts): void {
    this.discounts = discounts;
  }

  usePaidCheck(check: PaidCheck): void {
    this.paidCheck = check;
  }

  price(...args: Parameters<Discounts['price']>): Promise<CheckoutDiscount> {
    return this.discounts.price(...args);
  }

  refusalAtPayment(m: EntityManager, c: CheckoutEntity): Promise<string | null> {
    return this.discounts.refusalAtPayment(m, c);
  }

  /** Whether checkout `checkoutId` was paid (asked of Razorpay); never throws. */
  async wasPaid(checkoutId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    return this.paidCheck(checkoutId).catch(() => 'unknown' as const);
  }
}
