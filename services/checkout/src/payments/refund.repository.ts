import { AggregateRepository } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { LessThan, type EntityManager } from 'typeorm';
import { RefundEntity } from './refund.entity.js';

/** Reads of refunds; their writes are moves (`refund.transitions.ts`). */
@Injectable()
export class RefundRepository extends AggregateRepository {
  /** The refund of order `orderId`, locked for the transaction when `lock`. */
  find(orderId: string, m?: EntityManager, lock = false) {
    return this.findRow(RefundEntity, { orderId }, m, lock);
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
