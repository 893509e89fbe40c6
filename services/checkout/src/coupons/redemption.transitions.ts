import { TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import { CouponRedemptionEntity, type RedemptionStatus } from './coupon.entity.js';

/**
 * A redemption is held with its checkout, used when the checkout is paid, released when the
 * checkout expires unpaid or its order is cancelled (the code may then be used again).
 */
export const RedemptionTransitions = new TransitionTable<RedemptionStatus>(
  'coupon redemption',
  'held',
  { held: ['used', 'released'], used: ['released'], released: [] },
);

/** A redemption not stored yet. */
export type NewRedemption = Pick<
  CouponRedemptionEntity,
  'checkoutId' | 'code' | 'userId' | 'discountPaise'
>;

/** Stores a new held redemption, in the transaction that stores its checkout. */
export async function holdRedemption(m: EntityManager, r: NewRedemption): Promise<void> {
  await m.insert(CouponRedemptionEntity, { ...r, status: 'held' });
}

/**
 * The one place a redemption's status changes, in the caller's transaction: the checkout's
 * redemption (if it has one) moves to `to` when the table allows it, and is left alone when
 * it is there already or cannot go there (idempotent: events may come twice). Answers whether
 * it moved.
 */
export async function moveRedemption(
  m: EntityManager,
  checkoutId: string,
  to: Exclude<RedemptionStatus, 'held'>,
): Promise<boolean> {
  const r = await m.findOne(CouponRedemptionEntity, {
    where: { checkoutId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!r || !RedemptionTransitions.can(r.status, to)) return false;
  await m.update(CouponRedemptionEntity, { checkoutId }, { status: to, updatedAt: new Date() });
  return true;
}
