import { filterText, type AdminListParams } from '@arogya/contracts';
import { AggregateRepository } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { In, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { RefundEntity } from './refund.entity.js';
import type { RefundStatus } from './refund.transitions.js';

/** Columns the admin list sorts by. */
const SORT_COLUMNS: Record<string, keyof RefundEntity> = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  status: 'status',
  amount: 'amountPaise',
};

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
   * A page of refunds, newest first unless a sort is asked: filter `status` and `q` (an order,
   * checkout, payment or refund id).
   */
  async page(params: AdminListParams): Promise<{ items: RefundEntity[]; total: number }> {
    const qb = this.ds.manager.createQueryBuilder(RefundEntity, 'r');
    const status = filterText(params.filter, 'status');
    if (status) qb.andWhere('r.status = :status', { status });
    const q = filterText(params.filter, 'q');
    if (q)
      qb.andWhere(
        `(r.id = :q OR r.order_id::text = :q OR r.checkout_id::text = :q
          OR r.razorpay_payment_id = :q OR r.razorpay_refund_id = :q)`,
        { q },
      );
    const column = SORT_COLUMNS[params.sort] ?? 'createdAt';
    qb.orderBy(`r.${column}`, params.order).addOrderBy('r.id', 'ASC');
    const [items, total] = await qb.skip(params.offset).take(params.limit).getManyAndCount();
    return { items, total };
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
