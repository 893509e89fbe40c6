import {
  DISPUTE_STATUSES,
  DisputeChangedV1,
  OPEN_DISPUTE_STATUSES,
  paiseToRupees,
  type AdminListParams,
  type DisputeCount,
  type DisputeStatus,
  type DisputeView,
  type Page,
} from '@arogya/contracts';
import { appendToOutbox, lazyGauge, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { RefundJob } from './refund.job.js';
import { DisputeEntity } from './dispute.entity.js';
import { DisputeRepository } from './dispute.repository.js';
import { RazorpayClient, type RazorpayDispute } from './razorpay.client.js';
import type { RefundEntity } from './refund.entity.js';
import { RefundRepository } from './refund.repository.js';
import { refundWaits, type RefundMove } from './refund.transitions.js';
import { Refunds } from './refunds.service.js';

/** A dispute as the console lists it. */
export function toDisputeView(d: DisputeEntity): DisputeView {
  return {
    id: d.id,
    razorpayPaymentId: d.razorpayPaymentId,
    checkoutId: d.checkoutId,
    orderId: d.orderId,
    amount: paiseToRupees(d.amountPaise),
    status: d.status,
    reasonCode: d.reasonCode,
    respondBy: d.respondBy ? d.respondBy.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

const isOpen = (s: DisputeStatus) => OPEN_DISPUTE_STATUSES.includes(s);

/**
 * Disputes (chargebacks) of the shop's payments (issue 27), from Razorpay's
 * `payment.dispute.*` webhooks — each asked again from Razorpay, never read from the webhook.
 * A dispute is stored with the checkout and order its payment paid, announced to orders
 * (`dispute-changed`: the order's history and the console), counted (the DisputeOpen alert
 * shows the first answer due), and while it is open no refund of its payment is issued:
 * Razorpay has already debited the amount. When it is decided, the refunds it held back go on
 * (won, closed) or are settled by it (lost: the bank gave the shopper the money back).
 */
@Injectable()
export class Disputes {
  constructor(
    private readonly disputes: DisputeRepository,
    private readonly refundRows: RefundRepository,
    private readonly refunds: Refunds,
    private readonly refundJob: RefundJob,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    lazyGauge('checkout_disputes_open', 'Disputes of payments still being decided', async () => {
      return (await this.disputes.count()).open;
    });
    lazyGauge(
      'checkout_dispute_next_respond_by_seconds',
      'When the first answer to an open dispute is due (unix seconds; 0 when none)',
      async () => {
        const next = (await this.disputes.count()).nextRespondBy;
        return next ? Math.floor(Date.parse(next) / 1000) : 0;
      },
    );
  }

  /** A `payment.dispute.*` webhook about dispute `disputeId`: what Razorpay now says of it. */
  async changed(disputeId: string): Promise<string> {
    const now = await this.razorpay.fetchDispute(disputeId);
    const status = statusOf(now);
    const purchase = await this.refundRows.purchasePaidBy(now.payment_id);
    const outcome = await this.disputes.transaction(async (m) => {
      const before = await this.disputes.find(now.id, m, true);
      if (before?.status === status) return null; // told twice
      const row: Omit<DisputeEntity, 'createdAt' | 'updatedAt'> = {
        id: now.id,
        razorpayPaymentId: now.payment_id,
        checkoutId: before?.checkoutId ?? purchase?.checkoutId ?? null,
        orderId: before?.orderId ?? purchase?.orderId ?? null,
        amountPaise: now.amount,
        amountDeductedPaise: now.amount_deducted ?? 0,
        status,
        reasonCode: now.reason_code,
        respondBy: now.respond_by ? new Date(now.respond_by * 1000) : null,
      };
      if (before) await m.update(DisputeEntity, { id: now.id }, { ...row, updatedAt: new Date() });
      else await m.insert(DisputeEntity, row);
      await appendToOutbox(m, DisputeChangedV1, {
        disputeId: row.id,
        razorpayPaymentId: row.razorpayPaymentId,
        checkoutId: row.checkoutId,
        orderId: row.orderId,
        amountPaise: row.amountPaise,
        status,
        reasonCode: row.reasonCode,
        respondBy: row.respondBy ? row.respondBy.toISOString() : null,
      });
      return row;
    });
    if (!outcome) return status;
    const level = isOpen(status) ? 'error' : 'warn';
    this.log[level](
      { disputeId: outcome.id, paymentId: outcome.razorpayPaymentId, ...purchase, status },
      isOpen(status)
        ? `Payment disputed: answer by ${outcome.respondBy?.toISOString() ?? 'the date Razorpay gives'}`
        : `Dispute ${status}`,
    );
    if (!isOpen(status)) await this.decided(outcome);
    return status;
  }

  /** A decided dispute: the refund it held back goes on, or is settled by its loss. */
  private async decided(d: Omit<DisputeEntity, 'createdAt' | 'updatedAt'>): Promise<void> {
    const owed = await this.refundRows.openFor(d.razorpayPaymentId);
    if (!owed || owed.status !== 'requested') return;
    if (d.status === 'lost') {
      await this.settledByLoss(owed, d.id, d.amountDeductedPaise || d.amountPaise);
      return;
    }
    // a round of its own, so that the job's id is new (its earlier rounds' jobs are kept)
    const round = owed.round + 1;
    const why = `Dispute ${d.id} ${d.status}: refund issued again`;
    await this.refundRows.transaction((m) => refundWaits(m, owed.id, why, round));
    await this.refundJob.refundLater(owed.id, round);
  }

  /**
   * A refund held back by a dispute that the shop lost: the bank gave the shopper
   * `returnedPaise`; when that covers what the shop owed, the refund is settled by it
   * (processed, the dispute as its reference), else it fails for an admin to refund the rest.
   */
  private async settledByLoss(r: RefundEntity, disputeId: string, returnedPaise: number) {
    const move: Exclude<RefundMove, { to: 'requested' }> =
      returnedPaise >= r.amountPaise
        ? {
            to: 'processed',
            razorpayRefundId: null,
            outside: { by: 'dispute', reference: disputeId },
          }
        : {
            to: 'failed',
            reason: `dispute ${disputeId} returned only part of the payment: refund the rest by hand`,
          };
    await this.refunds.settle(r.id, move);
    this.log.warn({ refundId: r.id, disputeId, to: move.to }, 'Refund settled by a lost dispute');
  }

  async page(params: AdminListParams): Promise<Page<DisputeView>> {
    const { items, total } = await this.disputes.page(params);
    return { items: items.map(toDisputeView), total };
  }

  count(): Promise<DisputeCount> {
    return this.disputes.count();
  }
}

/** Razorpay's status of a dispute, as one of ours (an unknown one counts as still open). */
function statusOf(d: RazorpayDispute): DisputeStatus {
  return (DISPUTE_STATUSES as readonly string[]).includes(d.status)
    ? (d.status as DisputeStatus)
    : 'open';
}
