import { AggregateRepository } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { In, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { RefundEntity } from './refund.entity.js';
import type { RefundStatus } from './refund.transitions.js';

/** Reads of refunds; their writes are moves (`refund.transitions.ts`). */
@Injectable()
export class RefundRepository extends AggregateRepository {
  /** Refund `id` (its idempotency key), locked for the transaction when `lock`. */
  find(id: string, m?: EntityManager, lock = false) {
    return this.findRow(RefundEntity, { id }, m, lock);
  }

  /** The refund Razorpay knows as `razorpayRefundId`, or the one keyed `key`. */
  async byRazorpay(razorpayRefundId: string, key: string | null): Promise<RefundEntity | null> {
    return (
      (await this.ds.manager.findOneBy(RefundEntity, { razorpayRefundId })) ??
      (key ? await this.find(key) : null)
    );
  }

  /** Up to `limit` refunds in `status` since before `before`, least recently touched first. */
  async stale(status: RefundStatus, before: Date, limit: number): Promise<RefundEntity[]> {
    return this.ds.manager.find(RefundEntity, {
      where: { status, updatedAt: LessThan(before) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
  }

  /** Marks refund `id` as just looked at (the sweep takes the least recently touched first). */
  async touch(id: string): Promise<void> {
    await this.ds.manager.update(RefundEntity, { id }, { updatedAt: new Date() });
  }

  /**
   * Refund `id`, still requested, goes to round `round` of tries: Razorpay could not take it
   * (`error`); touched, so that the sweep leaves it to the round's own job.
   */
  async deferred(id: string, round: number, error: string): Promise<void> {
    await this.ds.query(
      `UPDATE refunds SET round = $2, last_error = $3, updated_at = now()
        WHERE id = $1 AND status = 'requested'`,
      [id, round, error],
    );
  }

  /** Refunds still requested after a whole round of tries (an alert). */
  countDeferred(): Promise<number> {
    return this.ds.manager.countBy(RefundEntity, { status: 'requested', round: MoreThan(0) });
  }

  /**
   * The refund owed for Razorpay payment `paymentId` that is not paid back yet (requested,
   * pending or failed), for a refund made outside the shop to settle.
   */
  openFor(paymentId: string): Promise<RefundEntity | null> {
    return this.ds.manager.findOne(RefundEntity, {
      where: { razorpayPaymentId: paymentId, status: In(['requested', 'pending', 'failed']) },
      order: { createdAt: 'ASC' },
    });
  }

  /** The checkout (and its order, once placed) that Razorpay payment `paymentId` paid. */
  async purchasePaidBy(
    paymentId: string,
  ): Promise<{ checkoutId: string; orderId: string | null } | null> {
    const [row] = (await this.ds.query(
      `SELECT id, order_id FROM checkouts WHERE razorpay_payment_id = $1 LIMIT 1`,
      [paymentId],
    )) as { id: string; order_id: string | null }[];
    return row ? { checkoutId: row.id, orderId: row.order_id } : null;
  }

  /** How many refunds are in `statuses` (the failed ones are an alert). */
  count(statuses: RefundStatus[]): Promise<number> {
    return this.ds.manager.countBy(RefundEntity, { status: In(statuses) });
  }
}
