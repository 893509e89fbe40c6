import { AggregateRepository } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { In, LessThan, type EntityManager } from 'typeorm';
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

  /** How many refunds are in `statuses` (the failed ones are an alert). */
  count(statuses: RefundStatus[]): Promise<number> {
    return this.ds.manager.countBy(RefundEntity, { status: In(statuses) });
  }
}
