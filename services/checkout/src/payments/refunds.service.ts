import type { OrderCancelledV1 } from '@arogya/contracts';
import { LOGGER, type JobAttempt, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RefundRepository } from './refund.repository.js';
import { moveRefund, type RefundMove } from './refund.transitions.js';
import { RazorpayClient, razorpayError } from './razorpay.client.js';

/** A requested refund not issued after this long is picked up by the sweep. */
const SWEEP_AFTER_MS = 30_000;

/**
 * Refunds of cancelled orders (ARCHITECTURE §7: money has one owner). Orders asks by event;
 * the request is stored in the event's transaction and issued afterwards by a job, never
 * inside a transaction; the outcome goes back to orders by event.
 */
@Injectable()
export class Refunds {
  constructor(
    private readonly refunds: RefundRepository,
    private readonly razorpay: RazorpayClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** `orders.order-cancelled.v1` of a paid order → a refund to issue; answers whether one is new. */
  async request(m: EntityManager, cancelled: OrderCancelledV1): Promise<boolean> {
    if (!cancelled.razorpayPaymentId || cancelled.totalPricePaise <= 0) return false;
    if (await this.refunds.find(cancelled.orderId, m)) return false;
    await moveRefund(
      m,
      {
        orderId: cancelled.orderId,
        checkoutId: cancelled.checkoutId,
        razorpayPaymentId: cancelled.razorpayPaymentId,
        amountPaise: cancelled.totalPricePaise,
      },
      { to: 'requested' },
    );
    return true;
  }

  /**
   * Issues the refund of `orderId` with Razorpay (the order id as receipt makes a retry the same
   * refund). A failure is retried by the job with backoff; the last one records `failed`.
   */
  async issue(orderId: string, attempt: JobAttempt): Promise<string> {
    const r = await this.refunds.find(orderId);
    if (!r || r.status !== 'requested') return 'skipped';
    let refundId: string;
    try {
      refundId = (await this.razorpay.refund(r.razorpayPaymentId, r.amountPaise, r.orderId)).id;
    } catch (err) {
      const reason = razorpayError(err).message;
      if (!attempt.last) throw new Error(reason, { cause: err });
      this.log.error({ orderId, reason }, 'Refund failed: an admin must refund it by hand');
      await this.settle(orderId, { to: 'failed', reason });
      return 'failed';
    }
    await this.settle(orderId, { to: 'issued', razorpayRefundId: refundId });
    this.log.info({ orderId, refundId }, 'Order refunded');
    return 'issued';
  }

  /** Refunds requested a while ago and still not issued (their job was lost). */
  overdue(): Promise<string[]> {
    return this.refunds.requestedBefore(new Date(Date.now() - SWEEP_AFTER_MS), 100);
  }

  private settle(orderId: string, move: Exclude<RefundMove, { to: 'requested' }>) {
    return this.refunds.transaction(async (m) => {
      const locked = await this.refunds.find(orderId, m, true);
      if (locked?.status === 'requested') await moveRefund(m, locked, move);
    });
  }
}
