import { lazyGauge, LOGGER, type JobAttempt, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RazorpayClient, paidBack, type RazorpayRefund } from './razorpay.client.js';
import { classify, RazorpayFailure } from './razorpay.errors.js';
import { keyOfRefund, type RefundEntity } from './refund.entity.js';
import { DisputeRepository } from './dispute.repository.js';
import { RefundRepository } from './refund.repository.js';
import {
  moveRefund,
  refundWaits,
  RefundTransitions,
  type NewRefund,
  type RefundMove,
} from './refund.transitions.js';

/** A refund still `requested` or `pending` this long is looked at again by the sweep. */
const SWEEP_AFTER_MS = 60_000;
/** The longest wait between two rounds of tries of a refund Razorpay cannot take yet. */
const MAX_ROUND_GAP_MS = 6 * 60 * 60 * 1000;

/** A refund to issue: its id, and the round of tries it is in (part of its job's id). */
export interface RefundToIssue {
  id: string;
  round: number;
}

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
    private readonly disputes: DisputeRepository,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    lazyGauge('checkout_refunds_failed', 'Refunds that failed and await an admin', () =>
      this.refunds.count(['failed']),
    );
    lazyGauge(
      'checkout_refunds_deferred',
      'Refunds Razorpay could not take in a whole round of tries (tried again later)',
      () => this.refunds.countDeferred(),
    );
  }

  /** A refund owed (`refund-requests.ts` says which): requested once; answers whether it is new. */
  async request(m: EntityManager, r: NewRefund | null): Promise<string | null> {
    if (!r || (await this.refunds.find(r.id, m))) return null;
    await moveRefund(m, r, { to: 'requested' });
    return r.id;
  }

  /**
   * Issues refund `id` with Razorpay, outside any transaction: a refund already made under its
   * key (an earlier try whose answer was lost) is adopted; otherwise what is left of the
   * payment, up to the amount owed, is refunded under the key. A failure Razorpay may get over
   * (5xx, no answer, a refund in flight, a low balance, our key refused) throws for the job's
   * retry, and after the last try leaves the refund requested for another round, later
   * (`nextRound`); only Razorpay's refusal, or its saying the refund failed, records `failed`.
   * While a dispute of the payment is open nothing is refunded: it waits for the dispute.
   */
  async issue(id: string, attempt: JobAttempt): Promise<string | RefundToIssue> {
    const r = await this.refunds.find(id);
    if (!r || r.status !== 'requested') return 'skipped';
    const dispute = await this.disputes.openFor(r.razorpayPaymentId);
    if (dispute) {
      const why = `Waiting for dispute ${dispute.id} to be decided`;
      await this.refunds.transaction((m) => refundWaits(m, r.id, why));
      this.log.warn({ refundId: r.id, disputeId: dispute.id }, 'Refund held back: disputed');
      return 'held by a dispute';
    }
    let move: Exclude<RefundMove, { to: 'requested' }>;
    try {
      const made = await this.razorpay.refundsOf(r.razorpayPaymentId);
      const earlier = made.find((x) => keyOf(x) === keyOfRefund(r) && x.status !== 'failed');
      move = earlier ? moveOf(earlier) : await this.refundWhatIsLeft(r, made);
    } catch (err) {
      const f = classify(err);
      if (!f.transient) move = { to: 'failed', reason: f.message };
      else if (!attempt.last) throw f;
      else return this.nextRound(r, f);
    }
    await this.settle(r.id, move);
    if (move.to === 'failed')
      this.log.error({ refundId: r.id, reason: move.reason }, 'Refund failed: an admin must act');
    else this.log.info({ refundId: r.id, status: move.to }, 'Refund issued');
    return move.to;
  }

  /**
   * Razorpay could not take refund `r` in a whole round of tries: it stays requested, with why,
   * and the next round is due after a wait that doubles with each round (at most 6 hours).
   */
  private async nextRound(r: RefundEntity, f: RazorpayFailure): Promise<RefundToIssue> {
    const round = r.round + 1;
    await this.refunds.transaction((m) => refundWaits(m, r.id, f.message, round));
    this.log.error(
      { refundId: r.id, round, err: f },
      'Refund not taken by Razorpay yet: tried again later',
    );
    return { id: r.id, round };
  }

  /** How long to wait before round `round` of a refund's tries. */
  roundGapMs(round: number, firstMs: number): number {
    return Math.min(MAX_ROUND_GAP_MS, firstMs * 2 ** Math.min(round + 4, 30));
  }

  /**
   * What is left to refund of `r`'s payment, from its refunds as Razorpay lists them (`made`):
   * while another refund of it is still pending (made in Razorpay's dashboard, or an earlier
   * key's), Razorpay would answer 409, so this waits for it; refunds processed by others count
   * as paid back (the dashboard's refund is matched to ours); the rest is refunded under the key.
   */
  private async refundWhatIsLeft(r: RefundEntity, made: RazorpayRefund[]) {
    const payment = await this.razorpay.fetchPayment(r.razorpayPaymentId);
    if (!payment) return { to: 'failed' as const, reason: 'Razorpay does not know the payment' };
    const back = paidBack(made);
    if (back.pending)
      throw new RazorpayFailure('busy', 'another refund of this payment is still pending', null);
    const left = Math.min(r.amountPaise, payment.amount - back.paise);
    if (left <= 0) return { to: 'processed' as const, razorpayRefundId: back.newestId };
    return moveOf(await this.razorpay.refund(r.razorpayPaymentId, left, keyOfRefund(r)));
  }

  /**
   * A `refund.*` webhook: what Razorpay now says of one of our refunds (asked again, not read).
   * A refund made in Razorpay's dashboard (no key of ours) is matched by its payment: to the
   * refund we owe for it, which it settles once processed, or else to the checkout (and order)
   * that payment paid, logged with both.
   */
  async refundChanged(paymentId: string, refundId: string): Promise<string> {
    const now = await this.razorpay.fetchRefund(paymentId, refundId);
    const r =
      (await this.refunds.byRazorpay(now.id, keyOf(now))) ??
      (await this.refunds.openFor(now.payment_id));
    if (!r) {
      const paid = await this.refunds.purchasePaidBy(now.payment_id);
      if (!paid) return 'unknown refund';
      this.log.warn(
        { razorpayRefundId: now.id, paymentId: now.payment_id, ...paid, status: now.status },
        'Refund made outside the shop, of a payment no refund was owed for',
      );
      return `outside ${now.status}`;
    }
    if (keyOf(now) !== keyOfRefund(r) && now.id !== r.razorpayRefundId) {
      // the dashboard's refund: it pays ours back only once processed
      if (now.status !== 'processed') return `outside ${now.status}`;
      await this.settle(r.id, { to: 'processed', razorpayRefundId: now.id });
      return 'processed';
    }
    await this.settle(r.id, moveOf(now));
    return now.status;
  }

  /** Refunds requested a while ago and still not issued (their job was lost), with their round. */
  async overdue(): Promise<RefundToIssue[]> {
    const before = new Date(Date.now() - SWEEP_AFTER_MS);
    return (await this.refunds.stale('requested', before, 100)).map((r) => ({
      id: r.id,
      round: r.round,
    }));
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

  settle(id: string, move: Exclude<RefundMove, { to: 'requested' }>) {
    return this.refunds.transaction(async (m) => {
      const locked = await this.refunds.find(id, m, true);
      // a failed refund becomes processed only on Razorpay's (or an admin's) word that it is
      if (locked?.status === 'failed' && move.to !== 'processed') return;
      if (locked && RefundTransitions.can(locked.status, move.to))
        await moveRefund(m, locked, move);
    });
  }
}
