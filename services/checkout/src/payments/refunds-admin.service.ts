import {
  paiseToRupees,
  type AdminListParams,
  type Caller,
  type Page,
  type RefundView,
} from '@arogya/contracts';
import { conflict, LOGGER, notFound, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RefundJob } from './refund.job.js';
import { DisputeRepository } from './dispute.repository.js';
import { paidBack, RazorpayClient } from './razorpay.client.js';
import { failureAnswer, classify } from './razorpay.errors.js';
import { type RefundEntity } from './refund.entity.js';
import { RefundRepository } from './refund.repository.js';
import { moveRefund } from './refund.transitions.js';
import { Refunds } from './refunds.service.js';

const NOT_FOUND = 'Refund not found';

/** A refund as the console lists it. */
export function toRefundView(r: RefundEntity, disputed: boolean): RefundView {
  return {
    id: r.id,
    orderId: r.orderId,
    checkoutId: r.checkoutId,
    razorpayPaymentId: r.razorpayPaymentId,
    razorpayRefundId: r.razorpayRefundId,
    amount: paiseToRupees(r.amountPaise),
    reason: r.reason,
    status: r.status,
    lastError: r.lastError,
    round: r.round,
    blockedByDispute: disputed,
    resolvedBy: r.resolvedBy,
    resolutionReference: r.resolutionReference,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Who an admin is, in a refund's record. */
const who = (caller: Caller) => `${caller.name} (${caller.userId})`;

/**
 * A failed refund is no dead end (issue 27): an admin sees every refund in the console, and
 * for a failed one either retries it — under a new idempotency key, after asking Razorpay
 * which refunds the payment already has (one processed meanwhile settles it; one still pending
 * must be waited for) — or records that it was refunded outside the shop (who, when, and a
 * reference). Either clears the RefundFailed alert. Nothing is retried while a dispute of the
 * payment is open.
 */
@Injectable()
export class RefundsAdmin {
  constructor(
    private readonly refundRows: RefundRepository,
    private readonly refunds: Refunds,
    private readonly disputes: DisputeRepository,
    private readonly razorpay: RazorpayClient,
    private readonly refundJob: RefundJob,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async page(params: AdminListParams): Promise<Page<RefundView>> {
    const { items, total } = await this.refundRows.page(params);
    const disputed = await this.disputes.disputedOf(items.map((r) => r.razorpayPaymentId));
    return {
      items: items.map((r) => toRefundView(r, disputed.has(r.razorpayPaymentId))),
      total,
    };
  }

  async get(id: string): Promise<RefundView> {
    const r = await this.refundRows.find(id);
    if (!r) throw notFound(NOT_FOUND);
    return toRefundView(r, (await this.disputes.openFor(r.razorpayPaymentId)) !== null);
  }

  /** Retries failed refund `id` under a new key (409 unless failed, or while disputed). */
  async retry(caller: Caller, id: string): Promise<RefundView> {
    const r = await this.failed(id);
    let made;
    try {
      made = await this.razorpay.refundsOf(r.razorpayPaymentId);
    } catch (err) {
      throw failureAnswer(classify(err));
    }
    const back = paidBack(made);
    if (back.paise >= r.amountPaise) {
      // Razorpay paid it back after all (or someone did in its dashboard): nothing to retry
      await this.refunds.settle(r.id, { to: 'processed', razorpayRefundId: back.newestId });
      this.log.info({ refundId: r.id, by: who(caller) }, 'Retried refund found processed');
      return this.get(id);
    }
    if (back.pending)
      throw conflict('A refund of this payment is still pending with Razorpay: wait for it');
    const round = r.round + 1;
    const moved = await this.refundRows.transaction(async (m) => {
      const locked = await this.refundRows.find(id, m, true);
      if (locked?.status !== 'failed') return false;
      await moveRefund(m, locked, {
        to: 'requested',
        retry: { by: who(caller), key: randomUUID(), round },
      });
      return true;
    });
    if (!moved) throw conflict('Only a failed refund can be retried');
    await this.refundJob.refundLater(id, round);
    this.log.warn({ refundId: id, by: who(caller) }, 'Failed refund retried by an admin');
    return this.get(id);
  }

  /** Records that failed refund `id` was paid back outside the shop (who, and `reference`). */
  async refundedOutside(caller: Caller, id: string, reference: string): Promise<RefundView> {
    await this.failed(id);
    const moved = await this.refundRows.transaction(async (m) => {
      const locked = await this.refundRows.find(id, m, true);
      if (locked?.status !== 'failed') return false;
      await moveRefund(m, locked, {
        to: 'processed',
        razorpayRefundId: null,
        outside: { by: who(caller), reference },
      });
      return true;
    });
    if (!moved) throw conflict('Only a failed refund can be recorded as refunded outside the shop');
    this.log.warn({ refundId: id, by: who(caller), reference }, 'Refund recorded as made outside');
    return this.get(id);
  }

  /** Refund `id`, which must be failed and not disputed (404, 409). */
  private async failed(id: string): Promise<RefundEntity> {
    const r = await this.refundRows.find(id);
    if (!r) throw notFound(NOT_FOUND);
    if (r.status !== 'failed')
      throw conflict(`This refund is ${r.status}: only a failed refund can be acted on`);
    const dispute = await this.disputes.openFor(r.razorpayPaymentId);
    if (dispute)
      throw conflict(
        `Dispute ${dispute.id} of this payment is open: nothing is refunded until it is decided`,
      );
    return r;
  }
}
