import type { Caller } from '@arogya/contracts';
import { AggregateRepository, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { LessThan, type EntityManager } from 'typeorm';
import { CheckoutEntity } from './checkout.entity.js';

const NOT_FOUND = 'Checkout not found';

/** Reads of checkouts; their writes are moves (`checkout.transitions.ts`). */
@Injectable()
export class CheckoutRepository extends AggregateRepository {
  /** Checkout `id`, locked for the transaction when `m` is one and `lock` is set. */
  find(id: string, m?: EntityManager, lock = false) {
    return this.findRow(CheckoutEntity, { id }, m, lock);
  }

  /** Checkout `id` if it is the caller's; anyone else gets 404 (ARCHITECTURE §3.8). */
  async owned(caller: Caller, id: string, m?: EntityManager, lock = false) {
    const c = await this.find(id, m, lock);
    if (!c || c.userId !== caller.userId) throw notFound(NOT_FOUND);
    return c;
  }

  /** The checkout paid through Razorpay order `razorpayOrderId`. */
  byRazorpayOrder(razorpayOrderId: string, m: EntityManager = this.ds.manager) {
    return m.findOne(CheckoutEntity, { where: { razorpayOrderId } });
  }

  /** Checkouts awaiting payment since before `before`, oldest first. */
  awaitingPayment(before: Date, limit: number) {
    return this.ds.manager.find(CheckoutEntity, {
      select: { id: true },
      where: { status: 'payment_pending', updatedAt: LessThan(before) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
  }
}

export { NOT_FOUND as CHECKOUT_NOT_FOUND };
