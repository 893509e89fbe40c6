import {
  CheckoutCreatedV1,
  CheckoutExpiredV1,
  CodPlacedV1,
  LatePaymentV1,
  PaymentVerifiedV1,
  type CheckoutStatus,
} from '@arogya/contracts';
import { appendToOutbox, TransitionTable } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { Like, type EntityManager } from 'typeorm';
import { CheckoutEntity, CheckoutHistoryEntity } from './checkout.entity.js';
import { PAID_STATUSES } from './checkout.sql.js';

/** A checkout's life (ARCHITECTURE §3): from → the statuses it may move to. */
export const CheckoutTransitions = new TransitionTable<CheckoutStatus>('checkout', 'created', {
  created: ['payment_pending', 'paid', 'placed', 'expired'],
  payment_pending: ['paid', 'expired'],
  paid: ['finalized'],
  // issue 32: placed to be paid in cash on delivery; its order takes it from there
  placed: ['finalized'],
  finalized: [],
  expired: [],
});

/** Whether the shop has verified that a checkout was paid. */
export const isPaid = (status: CheckoutStatus) =>
  (PAID_STATUSES as readonly CheckoutStatus[]).includes(status);

/** A move and what it needs besides the status; `actor` says who or what made it. */
export type CheckoutMove = { actor: string } & (
  | { to: 'created' }
  | { to: 'payment_pending'; razorpayOrderId: string; captureUntil: Date }
  | { to: 'paid'; razorpayPaymentId: string; via: PaymentVerifiedV1['via'] }
  | { to: 'placed' }
  | { to: 'finalized'; orderId: string }
  | { to: 'expired' }
);

/** A checkout not stored yet: `moveCheckout(…, { to: 'created' })` stores it. */
export type NewCheckout = Omit<
  CheckoutEntity,
  'status' | 'createdAt' | 'updatedAt' | 'lastReconciledAt' | 'reconcileMisses' | 'captureUntil'
>;

/**
 * What another part of the service does when a checkout moves, in the same transaction (the
 * coupons: a checkout's use of its code is spent with the payment, given back with an expiry).
 */
export type MoveEffect = (
  m: EntityManager,
  next: CheckoutEntity,
  move: CheckoutMove,
) => Promise<void>;

/**
 * The one place a checkout's status changes (`move`), for every part of the service. The parts
 * that depend on checkouts (coupons) add what they do on a move (`onMove`) instead of being
 * called from here: checkouts import none of them.
 */
@Injectable()
export class CheckoutMoves {
  private readonly effects: MoveEffect[] = [];

  /** Adds `effect`, run in the transaction of every move after it is written. */
  onMove(effect: MoveEffect): void {
    this.effects.push(effect);
  }

  /** Moves checkout `c` (see `moveCheckout`), then runs the effects; answers it as it now is. */
  async move(
    m: EntityManager,
    c: CheckoutEntity | NewCheckout,
    move: CheckoutMove,
  ): Promise<CheckoutEntity> {
    const next = await moveCheckout(m, c, move);
    for (const effect of this.effects) await effect(m, next, move);
    return next;
  }
}

/**
 * A checkout's status change, inside the caller's transaction (which holds the row's lock):
 * checks the move against the table (409 otherwise), writes the status with what the move
 * brings, a history row, and the move's event: `checkout-created`, `payment-verified`
 * (everything the order needs, so that orders never reads checkout's data) or
 * `checkout-expired`. Answers the checkout as it now is.
 */
async function moveCheckout(
  m: EntityManager,
  c: CheckoutEntity | NewCheckout,
  move: CheckoutMove,
): Promise<CheckoutEntity> {
  const from = CheckoutTransitions.from(c, move.to);
  const now = new Date();
  const changes: Partial<CheckoutEntity> = { status: move.to, updatedAt: now };
  if (from === null) changes.createdAt = now;
  let note: string | null = null;
  if (move.to === 'payment_pending') {
    changes.razorpayOrderId = note = move.razorpayOrderId;
    changes.captureUntil = move.captureUntil;
  } else if (move.to === 'paid') {
    changes.razorpayPaymentId = note = move.razorpayPaymentId;
    changes.paidAt = now;
    changes.reconcileMisses = 0; // asked about soon: a second payment of its order may be taken
  } else if (move.to === 'finalized') {
    changes.orderId = note = move.orderId;
  } else if (move.to === 'expired') {
    changes.reconcileMisses = 0; // reconciliation asks about it soon: a payment may yet turn up
  }
  const next = { ...c, ...changes } as CheckoutEntity;
  if (from === null) await m.insert(CheckoutEntity, next);
  else await m.update(CheckoutEntity, { id: c.id }, changes);
  await m.insert(CheckoutHistoryEntity, {
    checkoutId: c.id,
    from,
    to: move.to,
    actor: move.actor,
    note,
  });
  if (move.to === 'created') {
    await appendToOutbox(m, CheckoutCreatedV1, {
      checkoutId: next.id,
      userId: next.userId,
      items: next.items,
      totalPricePaise: next.totalPaise,
      expiresAt: next.expiresAt.toISOString(),
    });
  } else if (move.to === 'paid') {
    await appendToOutbox(m, PaymentVerifiedV1, {
      ...purchaseOf(next),
      razorpayOrderId: next.razorpayOrderId!,
      razorpayPaymentId: move.razorpayPaymentId,
      paidAt: now.toISOString(),
      via: move.via,
    });
  } else if (move.to === 'placed') {
    await appendToOutbox(m, CodPlacedV1, {
      ...purchaseOf(next),
      placedAt: now.toISOString(),
    });
  } else if (move.to === 'expired') {
    await appendToOutbox(m, CheckoutExpiredV1, { checkoutId: next.id, userId: next.userId });
  }
  return next;
}

/** What an order needs of checkout `c`: who bought what, where to, for how much (the events). */
const purchaseOf = (c: CheckoutEntity) => ({
  checkoutId: c.id,
  userId: c.userId,
  userName: c.userName,
  items: c.items,
  shippingAddress: c.shippingAddress,
  totalPricePaise: c.totalPaise,
  discountPaise: c.discountPaise,
  couponCode: c.couponCode,
  estimatedDelivery: c.estimatedDelivery,
  shippingPaise: c.shippingPaise,
  codFeePaise: c.codFeePaise,
  offerDiscountPaise: c.offerDiscountPaise,
  offers: c.offers,
  paymentMethod: c.paymentMethod,
  codDecision: c.codDecision,
});

/** The history note that marks a payment no order could take (one per payment). */
const LATE_NOTE = 'late payment ';

/**
 * Money captured for checkout `c` that no order can take — it expired, or another payment paid
 * it — is given back: once per payment (the history says which were seen), by
 * `checkout-late-payment`, whose refund is keyed by the checkout for its first such payment.
 * Runs in the caller's transaction, which holds the checkout's lock. Answers whether it is new.
 */
export async function recordLatePayment(
  m: EntityManager,
  c: CheckoutEntity,
  payment: { id: string; amount: number },
  actor: string,
  reason: LatePaymentV1['reason'] = c.status === 'expired' ? 'expired' : 'duplicate',
): Promise<boolean> {
  const seen = await m.find(CheckoutHistoryEntity, {
    where: { checkoutId: c.id, note: Like(`${LATE_NOTE}%`) },
    select: { note: true },
  });
  const notes = seen.map((h) => h.note);
  if (notes.includes(LATE_NOTE + payment.id)) return false;
  await m.insert(CheckoutHistoryEntity, {
    checkoutId: c.id,
    from: c.status,
    to: c.status,
    actor,
    note: LATE_NOTE + payment.id,
  });
  await appendToOutbox(m, LatePaymentV1, {
    checkoutId: c.id,
    userId: c.userId,
    razorpayPaymentId: payment.id,
    amountPaise: payment.amount,
    reason,
    refundKey: notes.length === 0 ? c.id : payment.id,
  });
  return true;
}
