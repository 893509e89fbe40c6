import {
  DISPUTE_STATUSES,
  filterText,
  OPEN_DISPUTE_STATUSES,
  type AdminListParams,
  type DisputeCount,
} from '@arogya/contracts';
import { AggregateRepository } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DisputeEntity } from './dispute.entity.js';

/** Columns the admin list sorts by. */
const SORT_COLUMNS: Record<string, keyof DisputeEntity> = {
  createdAt: 'createdAt',
  respondBy: 'respondBy',
  status: 'status',
  amount: 'amountPaise',
};

/** Disputes as Razorpay last described them (written by `Disputes`, read by refunds too). */
@Injectable()
export class DisputeRepository extends AggregateRepository {
  find(id: string, m?: EntityManager, lock = false) {
    return this.findRow(DisputeEntity, { id }, m, lock);
  }

  /** The dispute of Razorpay payment `paymentId` still being decided, if any. */
  openFor(paymentId: string, m: EntityManager = this.ds.manager): Promise<DisputeEntity | null> {
    return m.findOne(DisputeEntity, {
      where: { razorpayPaymentId: paymentId, status: In([...OPEN_DISPUTE_STATUSES]) },
    });
  }

  /** The payments (of `paymentIds`) with a dispute still being decided. */
  async disputedOf(paymentIds: string[]): Promise<Set<string>> {
    if (paymentIds.length === 0) return new Set();
    const rows = await this.ds.manager.find(DisputeEntity, {
      where: { razorpayPaymentId: In(paymentIds), status: In([...OPEN_DISPUTE_STATUSES]) },
      select: { razorpayPaymentId: true },
    });
    return new Set(rows.map((r) => r.razorpayPaymentId));
  }

  /** How many disputes are open, and the first answer due among them. */
  async count(): Promise<DisputeCount> {
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS open, min(respond_by) AS next
         FROM disputes WHERE status = ANY($1::text[])`,
      [OPEN_DISPUTE_STATUSES],
    )) as { open: number; next: Date | null }[];
    return { open: row?.open ?? 0, nextRespondBy: row?.next ? row.next.toISOString() : null };
  }

  /**
   * A page of disputes: filter `status` (one of Razorpay's, or `open` for every undecided one)
   * and `q` (a payment, order or dispute id).
   */
  async page(params: AdminListParams): Promise<{ items: DisputeEntity[]; total: number }> {
    const qb = this.ds.manager.createQueryBuilder(DisputeEntity, 'd');
    const status = filterText(params.filter, 'status');
    if (status === 'open') qb.andWhere('d.status IN (:...open)', { open: OPEN_DISPUTE_STATUSES });
    else if (status && (DISPUTE_STATUSES as readonly string[]).includes(status))
      qb.andWhere('d.status = :status', { status });
    else if (status) qb.andWhere('false');
    const q = filterText(params.filter, 'q');
    if (q)
      qb.andWhere(
        '(d.id = :q OR d.razorpay_payment_id = :q OR d.order_id::text = :q OR d.checkout_id::text = :q)',
        { q },
      );
    const column = SORT_COLUMNS[params.sort] ?? 'createdAt';
    qb.orderBy(`d.${column}`, params.order, 'NULLS LAST').addOrderBy('d.id', 'ASC');
    const [items, total] = await qb.skip(params.offset).take(params.limit).getManyAndCount();
    return { items, total };
  }
}
