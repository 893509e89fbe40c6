import {
  ClaimRefundChangedV1,
  RefundFailedV1,
  RefundIssuedV1,
  RefundProcessedV1,
  type RefundState,
} from '@arogya/contracts';
import { appendToOutbox, counter, TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import { RefundEntity } from './refund.entity.js';

/** A refund's status: the same states orders shows on the order. */
export type RefundStatus = RefundState;
export type { RefundReason } from '@arogya/contracts';

/**
 * A refund is requested (with the cancellation, or when a payment arrives that no order can
 * take), accepted by Razorpay (`pending`), then paid back (`processed`) or not (`failed`). A
 * failed refund is not the end (issue 27): Razorpay may still process it (a webhook or a later
 * look says so), an admin may retry it (requested again, under a new key) or record that it
 * was refunded outside the shop (processed).
 */
export const RefundTransitions = new TransitionTable<RefundStatus>('refund', 'requested', {
  requested: ['pending', 'processed', 'failed'],
  pending: ['processed', 'failed'],
  processed: [],
  failed: ['processed', 'requested'],
});

/** Refunds that failed: each one is money an admin must return by hand (alerted on). */
export const refundsFailed = counter('checkout_refunds_failed_total', 'Refunds that failed', [
  'reason',
]);

/**
 * Refund `id`, still requested, waits (no move): `why` it did not go through, and with `round`
 * the round of tries it goes to (Razorpay could not take it in a whole round); touched, so
 * that the sweep leaves it to its own job meanwhile.
 */
export async function refundWaits(
  m: EntityManager,
  id: string,
  why: string,
  round?: number,
): Promise<void> {
  await m.query(
    `UPDATE refunds SET last_error = $2, round = coalesce($3, round), updated_at = now()
      WHERE id = $1 AND status = 'requested'`,
    [id, why, round ?? null],
  );
}

/** A move and what it brings. */
export type RefundMove =
  | { to: 'requested'; retry?: { by: string; key: string; round: number } }
  | { to: 'pending'; razorpayRefundId: string }
  | {
      to: 'processed';
      razorpayRefundId: string | null;
      /** refunded outside the shop, as an admin recorded */
      outside?: { by: string; reference: string };
    }
  | { to: 'failed'; reason: string };

/** A refund not stored yet: `moveRefund(…, { to: 'requested' })` stores it. */
export type NewRefund = Pick<
  RefundEntity,
  'id' | 'orderId' | 'checkoutId' | 'razorpayPaymentId' | 'amountPaise' | 'reason'
>;

/**
 * The one place a refund's status changes, inside the caller's transaction: checks the move,
 * writes the status with what it brings, and tells orders what became of a cancelled order's
 * refund (`refund-issued`, `refund-processed`, `refund-failed`), which shows it on the order.
 */
export async function moveRefund(
  m: EntityManager,
  r: RefundEntity | NewRefund,
  move: RefundMove,
): Promise<void> {
  const from = RefundTransitions.from(r, move.to); // refuses a move the table does not allow
  if (move.to === 'requested' && from === null) {
    await m.insert(RefundEntity, { ...r, status: move.to });
    return;
  }
  const changes: Partial<RefundEntity> = { status: move.to, updatedAt: new Date() };
  if (move.to === 'failed') changes.lastError = move.reason;
  else if (move.to === 'requested' && move.retry) {
    // an admin's retry: a new key (the failed refund's is spent), a new round of tries
    Object.assign(changes, {
      idempotencyKey: move.retry.key,
      razorpayRefundId: null,
      round: move.retry.round,
      lastError: `retried by ${move.retry.by}`,
    });
  } else if (move.to === 'pending' && move.razorpayRefundId)
    changes.razorpayRefundId = move.razorpayRefundId;
  else if (move.to === 'processed') {
    if (move.razorpayRefundId) changes.razorpayRefundId = move.razorpayRefundId;
    if (move.outside)
      Object.assign(changes, {
        resolvedBy: move.outside.by,
        resolutionReference: move.outside.reference,
      });
  }
  await m.update(RefundEntity, { id: r.id }, changes);
  if (move.to === 'failed') refundsFailed.inc({ reason: r.reason });
  if (!r.orderId) return;
  if (r.reason === 'claim') return claimRefundMoved(m, r, move, changes);
  const outcome = {
    orderId: r.orderId,
    checkoutId: r.checkoutId,
    razorpayPaymentId: r.razorpayPaymentId,
    amountPaise: r.amountPaise,
  };
  const refundId =
    changes.razorpayRefundId ?? ('razorpayRefundId' in r ? r.razorpayRefundId : null);
  if (move.to === 'requested') return; // orders learns of the retry's outcome
  if (move.to === 'pending') {
    await appendToOutbox(m, RefundIssuedV1, {
      ...outcome,
      razorpayRefundId: move.razorpayRefundId,
    });
  } else if (move.to === 'processed') {
    await appendToOutbox(m, RefundProcessedV1, { ...outcome, razorpayRefundId: refundId });
  } else {
    await appendToOutbox(m, RefundFailedV1, { ...outcome, reason: move.reason });
  }
}

/**
 * A claim's refund (issue 33) is told as the claim's (`claim-refund-changed`), never as the
 * order's: the order's refund state stays the whole order's.
 */
async function claimRefundMoved(
  m: EntityManager,
  r: RefundEntity | NewRefund,
  move: RefundMove,
  changes: Partial<RefundEntity>,
): Promise<void> {
  if (move.to === 'requested') return;
  await appendToOutbox(m, ClaimRefundChangedV1, {
    claimId: r.id,
    orderId: r.orderId!,
    status: move.to,
    amountPaise: r.amountPaise,
    razorpayRefundId:
      changes.razorpayRefundId ?? ('razorpayRefundId' in r ? r.razorpayRefundId : null),
    ...(move.to === 'failed' && { reason: move.reason }),
  });
}
