import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { RefundEntity } from './refund.entity.js';

/** Reads of refunds; their writes are moves (`refund.transitions.ts`). */
@Injectable()
export class RefundRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** The refund of order `orderId`, locked for the transaction when `lock`. */
  find(orderId: string, m: EntityManager = this.ds.manager, lock = false) {
    return m.findOne(RefundEntity, {
      where: { orderId },
      ...(lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
  }

  /** Up to `limit` refunds requested before `before` and not issued yet, oldest first. */
  async requestedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.ds.manager.find(RefundEntity, {
      select: { orderId: true },
      where: { status: 'requested', createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.orderId);
  }
}
