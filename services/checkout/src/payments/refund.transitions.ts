import { RefundFailedV1, RefundIssuedV1 } from '@arogya/contracts';
import { appendToOutbox, TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import { RefundEntity } from './refund.entity.js';

export type RefundStatus = 'requested' | 'issued' | 'failed';

/** A refund is requested when a paid order is cancelled, then issued by Razorpay or failed. */
export const RefundTransitions = new TransitionTable<RefundStatus>('refund', 'requested', {
  requested: ['issued', 'failed'],
  issued: [],
  failed: [],
});

/** A move and what it brings. */
export type RefundMove =
  | { to: 'requested' }
  | { to: 'issued'; razorpayRefundId: string }
  | { to: 'failed'; reason: string };

/** A refund not stored yet: `moveRefund(…, { to: 'requested' })` stores it. */
export type NewRefund = Pick<
  RefundEntity,
  'orderId' | 'checkoutId' | 'razorpayPaymentId' | 'amountPaise'
>;

/**
 * The one place a refund's status changes, inside the caller's transaction: checks the move,
 * writes the status with what it brings, and tells orders the outcome (`refund-issued` or
 * `refund-failed`), which records it in the order's history.
 */
export async function moveRefund(
  m: EntityManager,
  r: RefundEntity | NewRefund,
  move: RefundMove,
): Promise<void> {
  RefundTransitions.from(r, move.to); // refuses a move the table does not allow
  if (move.to === 'requested') {
    await m.insert(RefundEntity, { ...r, status: move.to });
    return;
  }
  const outcome = {
    orderId: r.orderId,
    checkoutId: r.checkoutId,
    razorpayPaymentId: r.razorpayPaymentId,
    amountPaise: r.amountPaise,
  };
  if (move.to === 'issued') {
    await m.update(
      RefundEntity,
      { orderId: r.orderId },
      { status: move.to, razorpayRefundId: move.razorpayRefundId, updatedAt: new Date() },
    );
    await appendToOutbox(m, RefundIssuedV1, {
      ...outcome,
      razorpayRefundId: move.razorpayRefundId,
    });
  } else {
    await m.update(
      RefundEntity,
      { orderId: r.orderId },
      { status: move.to, lastError: move.reason, updatedAt: new Date() },
    );
    await appendToOutbox(m, RefundFailedV1, { ...outcome, reason: move.reason });
  }
}
