import { filterIds, filterText, type AdminListParams } from '@arogya/contracts';
import { AggregateRepository } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CouponEntity } from './coupon.entity.js';

/** A coupon with how often it is held and used. */
export type CouponWithUses = CouponEntity & { held: number; used: number };

/** Columns the admin list sorts by. */
const SORT_COLUMNS: Record<string, string> = {
  code: 'c.code',
  createdAt: 'c.created_at',
  validTo: 'c.valid_to',
  active: 'c.active',
};

/** Reads of coupons and of their redemptions; redemption statuses move in the transitions file. */
@Injectable()
export class CouponRepository extends AggregateRepository {
  /** The connection's manager, for reads outside a transaction. */
  get manager(): EntityManager {
    return this.ds.manager;
  }

  /** Coupon `code`, locked for the transaction of `m` when `lock`. */
  find(code: string, m?: EntityManager, lock = false) {
    return this.findRow(CouponEntity, { code }, m, lock);
  }

  /**
   * Redemptions of `code` held or used, by anyone and by `userId` (held and used apart).
   */
  async usage(m: EntityManager, code: string, userId: string) {
    const [row] = (await m.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE user_id = $2 AND status = 'held')::int AS mine_held,
              count(*) FILTER (WHERE user_id = $2 AND status = 'used')::int AS mine_used
         FROM coupon_redemptions WHERE code = $1 AND status IN ('held', 'used')`,
      [code, userId],
    )) as { total: number; mine_held: number; mine_used: number }[];
    return { total: row!.total, mineHeld: row!.mine_held, mineUsed: row!.mine_used };
  }

  /**
   * Whether `userId` has placed an order before: a checkout paid (or finalized) whose order
   * was not cancelled — a cancelled paid order is refunded, so its refund (reason
   * `order-cancelled`) says so; a cash one (issue 32) has its outcome, cancelled or returned to
   * origin. A checkout still awaiting payment does not count.
   */
  async hasPriorOrder(m: EntityManager, userId: string): Promise<boolean> {
    const rows = (await m.query(
      `SELECT 1 FROM checkouts c
        WHERE c.user_id = $1 AND c.status IN ('paid', 'placed', 'finalized')
          AND coalesce(c.cod_outcome, '') NOT IN ('cancelled', 'returned')
          AND NOT EXISTS (SELECT 1 FROM refunds r
                           WHERE r.checkout_id = c.id AND r.reason = 'order-cancelled')
        LIMIT 1`,
      [userId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The caller's open checkouts that hold coupon `code`, locked. */
  async openHolding(m: EntityManager, userId: string, code: string): Promise<string[]> {
    const rows = (await m.query(
      `SELECT c.id FROM checkouts c
        WHERE c.user_id = $1 AND c.coupon_code = $2 AND c.status IN ('created', 'payment_pending')
        FOR UPDATE`,
      [userId, code],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** A page of coupons with their uses (filters: `q` in the code, `id` for getMany). */
  async page(params: AdminListParams): Promise<{ items: CouponWithUses[]; total: number }> {
    const where: string[] = [];
    const args: unknown[] = [];
    const ids = filterIds(params.filter);
    if (ids) where.push(`c.code = ANY($${args.push(ids)}::text[])`);
    const q = filterText(params.filter, 'q');
    if (q) where.push(`c.code ILIKE $${args.push(`%${q.replace(/[\\%_]/g, '\\$&')}%`)}`);
    const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.ds.query(
      `SELECT count(*)::int AS total FROM coupons c ${cond}`,
      args,
    )) as [{ total: number }];
    // ties (the console's "active first") keep the newest first, then the code
    const order = `${SORT_COLUMNS[params.sort] ?? 'c.created_at'} ${params.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, c.created_at DESC, c.code`;
    const codes = (await this.ds.query(
      `SELECT c.code FROM coupons c ${cond} ORDER BY ${order}
        OFFSET $${args.length + 1} LIMIT $${args.length + 2}`,
      [...args, params.offset, params.limit],
    )) as { code: string }[];
    return { items: await this.withUses(codes.map((c) => c.code)), total };
  }

  /** Coupons `codes` (in that order) with their uses. */
  async withUses(codes: string[], m: EntityManager = this.ds.manager): Promise<CouponWithUses[]> {
    if (codes.length === 0) return [];
    const coupons = await m
      .createQueryBuilder(CouponEntity, 'c')
      .where('c.code IN (:...codes)', { codes })
      .getMany();
    const counts = (await m.query(
      `SELECT code, count(*) FILTER (WHERE status = 'held')::int AS held,
              count(*) FILTER (WHERE status = 'used')::int AS used
         FROM coupon_redemptions WHERE code = ANY($1::text[]) GROUP BY code`,
      [codes],
    )) as { code: string; held: number; used: number }[];
    const byCode = new Map(coupons.map((c) => [c.code, c]));
    return codes.flatMap((code) => {
      const c = byCode.get(code);
      const n = counts.find((x) => x.code === code);
      return c ? [{ ...c, held: n?.held ?? 0, used: n?.used ?? 0 }] : [];
    });
  }
}
