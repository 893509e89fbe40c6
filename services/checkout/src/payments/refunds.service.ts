import type { LatePaymentV1, OrderCancelledV1 } from '@arogya/contracts';
import { lazyGauge, LOGGER, type JobAttempt, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RazorpayClient, type RazorpayRefund } from './razorpay.client.js';
import { classify } from './razorpay.errors.js';
import type { RefundEntity } from './refund.entity.js';
import { RefundRepository } from './refund.repository.js';
import {
  moveRefund,
  RefundTransitions,
  type NewRefund,
  type RefundMove,
} from './refund.transitions.js';

/** A refund still `requested` or `pending` this long is looked at again by the sweep. */
const SWEEP_AFTER_MS = 60_000;

/** The key a refund was made with, as we write it into its notes. */
const keyOf = (r: RazorpayRefund) =>
  r.notes && !Array.isArray(r.notes) && typeof r.notes.refundKey === 'string'
    ? r.notes.refundKey
    : null;

/** What Razorpay's answer about a refund says of it. */
export function moveOf(r: RazorpayRefund): Exclude<RefundMove, { to: 'requested' }> {
  if (r.status === 'processed') return { to: 'processed', razorpayRefundId: r.id };
  if (r.status === 'failed') return { to: 'failed', reason: `Razorpay refund ${r.id} failed` };
  return { to: 'pending', razorpayRefundId: r.id };
}

/**
 * Refunds (ARCHITECTURE §7: money has one owner): of cancelled orders, which orders asks for by
 * event, and of payments no order could take (late or duplicate). Requested in the event's
 * transaction, issued afterwards by a job that never runs inside a transaction, with Razorpay's
 * idempotency key, retried with a long backoff; then tracked from Razorpay's answers, its
 * `refund.*` webhooks and the sweep until `processed` or `failed` (alerted on).
 */
@Injectable()
export class Refunds {
  constructor(
    private readonly refunds: RefundRepository,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    lazyGauge('checkout_refunds_failed', 'Refunds that failed and await an admin', () =>
      this.refunds.count(['failed']),
    );
  }

  /** `orders.order-cancelled.v1` of a paid order → a refund to issue; answers whether one is new. */
  async requestForOrder(m: EntityManager, cancelled: OrderCancelledV1): Promise<string | null> {
    if (!cancelled.razorpayPaymentId || cancelled.totalPricePaise <= 0) return null;
    return this.request(m, {
      id: cancelled.orderId,
      orderId: cancelled.orderId,
      checkoutId: cancelled.checkoutId,
      razorpayPaymentId: cancelled.razorpayPaymentId,
      amountPaise: cancelled.totalPricePaise,
      reason: 'order-cancelled',
    });
  }

  /** `checkout.late-payment.v1` → the payment goes back (keyed by the checkout for its first). */
  requestForLatePayment(m: EntityManager, late: LatePaymentV1): Promise<string | null> {
    return this.request(m, {
      id: late.refundKey,
      orderId: null,
      checkoutId: late.checkoutId,
      razorpayPaymentId: late.razorpayPaymentId,
      amountPaise: late.amountPaise,
      reason: 'late-payment',
    });
  }

  private async request(m: EntityManager, r: NewRefund): Promise<string | null> {
    if (await this.refunds.find(r.id, m)) return null;
    await moveRefund(m, r, { to: 'requested' });
    return r.id;
  }

  /**
   * Issues refund `id` with Razorpay, outside any transaction: a refund already made with its
   * key (an earlier try whose answer was lost) is adopted; otherwise what is left of the payment,
   * up to the amount owed, is refunded under the key. A transient failure throws for the job's
   * retry; Razorpay's refusal, or the last try, records `failed`.
   */
  async issue(id: string, attempt: JobAttempt): Promise<string> {
    const r = await this.refunds.find(id);
    if (!r || r.status !== 'requested') return 'skipped';
    let move: Exclude<RefundMove, { to: 'requested' }>;
    try {
      const earlier = (await this.razorpay.refundsOf(r.razorpayPaymentId)).find(
        (x) => keyOf(x) === r.id && x.status !== 'failed',
      );
      move = earlier ? moveOf(earlier) : await this.refundWhatIsLeft(r);
    } catch (err) {
      const f = classify(err);
      if (f.transient && !attempt.last) throw f;
      move = { to: 'failed', reason: f.message };
    }
    await this.settle(r.id, move);
    if (move.to === 'failed')
      this.log.error({ refundId: r.id, reason: move.reason }, 'Refund failed: an admin must act');
    else this.log.info({ refundId: r.id, status: move.to }, 'Refund issued');
    return move.to;
  }

  private async refundWhatIsLeft(r: RefundEntity) {
    const payment = await this.razorpay.fetchPayment(r.razorpayPaymentId);
    if (!payment) return { to: 'failed' as const, reason: 'Razorpay does not know the payment' };
    const left = Math.min(r.amountPaise, payment.amount - (payment.amount_refunded ?? 0));
    if (left <= 0) return { to: 'processed' as const, razorpayRefundId: null };
    return moveOf(await this.razorpay.refund(r.razorpayPaymentId, left, r.id));
  }

  /** A `refund.*` webhook: what Razorpay now says of one of our refunds (asked again, not read). */
  async refundChanged(paymentId: string, refundId: string): Promise<string> {
    const now = await this.razorpay.fetchRefund(paymentId, refundId);
    const r = await this.refunds.byRazorpay(now.id, keyOf(now));
    if (!r) return 'unknown refund';
    await this.settle(r.id, moveOf(now));
    return now.status;
  }

  /** Refunds requested a while ago and still not issued (their job was lost). */
  async overdue(): Promise<string[]> {
    const before = new Date(Date.now() - SWEEP_AFTER_MS);
    return (await this.refunds.stale('requested', before, 100)).map((r) => r.id);
  }

  /** Refunds Razorpay accepted a while ago: asked again, in case their webhook was lost. */
  async refreshPending(): Promise<number> {
    const before = new Date(Date.now() - SWEEP_AFTER_MS);
    let changed = 0;
    for (const r of await this.refunds.stale('pending', before, 100)) {
      try {
        const now = await this.razorpay.fetchRefund(r.razorpayPaymentId, r.razorpayRefundId!);
        if (now.status === 'pending') await this.refunds.touch(r.id);
        else {
          await this.settle(r.id, moveOf(now));
          changed++;
        }
      } catch (err) {
        this.log.warn({ err, refundId: r.id }, 'Refund status not refreshed');
      }
    }
    return changed;
  }

  private settle(id: string, move: Exclude<RefundMove, { to: 'requested' }>) {
    return this.refunds.transaction(async (m) => {
      const locked = await this.refunds.find(id, m, true);
      if (locked && RefundTransitions.can(locked.status, move.to))
        await moveRefund(m, locked, move);
    });
  }
}
