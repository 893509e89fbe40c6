import type { Caller } from '@arogya/contracts';
import { AggregateRepository, notFound } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { CheckoutEntity } from './checkout.entity.js';
import { CUSTOMER_LOCK_SQL, OPEN_STATUSES, PAID_STATUSES } from './checkout.sql.js';

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
  byRazorpayOrder(razorpayOrderId: string, m?: EntityManager) {
    return this.findRow(CheckoutEntity, { razorpayOrderId }, m);
  }

  /**
   * Whether Razorpay payment `paymentId` paid a checkout (paid or finalized since): a webhook
   * about it then has nothing left to settle.
   */
  async paidBy(paymentId: string): Promise<boolean> {
    const rows = (await this.ds.query(
      `SELECT 1 FROM checkouts
        WHERE razorpay_payment_id = $1 AND status = ANY($2::text[]) LIMIT 1`,
      [paymentId, PAID_STATUSES],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Checkouts that reconciliation should ask about: those awaiting payment, and those with a
   * Razorpay order whose payment may still be captured (`capture_until`) — expired (a payment
   * after the hold), paid or finalized (a second payment of the same order) — the first time
   * `afterMs` after they started waiting, expired or were paid, then at gaps doubling with each
   * question (at most `maxGapMs`), and once more as soon as the capture window has closed
   * (the last capture may come just before it); least recently asked first, so none starves.
   */
  async dueForReconciliation(afterMs: number, maxGapMs: number, limit: number) {
    return (await this.ds.query(
      `SELECT id FROM (
           SELECT id, coalesce(last_reconciled_at, updated_at) AS asked, reconcile_misses,
                  capture_until
             FROM checkouts WHERE status = 'payment_pending'
           UNION ALL
           SELECT id, coalesce(last_reconciled_at, updated_at), reconcile_misses, capture_until
             FROM checkouts
            WHERE capture_until IS NOT NULL AND status IN ('expired', 'paid', 'finalized')
              AND (last_reconciled_at IS NULL OR last_reconciled_at < capture_until)
         ) c
        WHERE asked < now() - least($1::float8 * 2 ^ reconcile_misses, $2::float8) * interval '1 ms'
           OR (capture_until <= now() AND asked < capture_until)
        ORDER BY asked LIMIT $3`,
      [afterMs, maxGapMs, limit],
    )) as { id: string }[];
  }

  /** Reconciliation asked about checkout `id` now; `miss`: and found no payment. */
  async reconciled(id: string, miss: boolean): Promise<void> {
    await this.ds.manager.update(
      CheckoutEntity,
      { id },
      {
        lastReconciledAt: new Date(),
        reconcileMisses: miss ? () => 'reconcile_misses + 1' : 0,
      },
    );
  }

  /** The caller's unpaid checkouts still holding stock, newest first (read, not locked). */
  openNow(userId: string): Promise<CheckoutEntity[]> {
    return this.ds.manager.find(CheckoutEntity, {
      where: { userId, status: In(OPEN_STATUSES) },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * The caller's unpaid checkouts still holding stock, newest first, locked; the transaction
   * first takes the customer's lock so that two checkouts at once count each other.
   */
  async openOf(userId: string, m: EntityManager): Promise<CheckoutEntity[]> {
    await m.query(CUSTOMER_LOCK_SQL, [userId]);
    return m.find(CheckoutEntity, {
      where: { userId, status: In(OPEN_STATUSES) },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Units held by every unpaid checkout (a metric). */
  async heldUnits(): Promise<number> {
    const [row] = (await this.ds.query(
      `SELECT coalesce(sum((i ->> 'quantity')::int), 0)::int AS units
         FROM checkouts, jsonb_array_elements(items) i
        WHERE status IN ('created', 'payment_pending')`,
    )) as { units: number }[];
    return row?.units ?? 0;
  }
}

export { NOT_FOUND as CHECKOUT_NOT_FOUND };
