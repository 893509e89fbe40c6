import {
  OrderCancelledV1,
  OrderPlacedV1,
  OrderReturnedV1,
  OrderStatusChangedV1,
  ONLY_COD_RETURNS,
  type OrderStatus,
  type RefundState,
} from '@arogya/contracts';
import { appendToOutbox, conflict, TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import { OrderEntity, OrderHistoryEntity } from './order.entity.js';

/**
 * Where an order may go next: Delivered, Returned and Cancelled are final. An order paid online
 * starts Processing; one to be paid in cash on delivery (issue 32) awaits its shopper's
 * confirmation, then goes the same way (Delivered: the cash collected), or comes back
 * undelivered once shipped (Returned: return to origin; a cash order only, `moveOrder`).
 */
export const OrderTransitions = new TransitionTable<OrderStatus>(
  'order',
  ['Processing', 'Awaiting confirmation'],
  {
    'Awaiting confirmation': ['Processing', 'Cancelled'],
    Processing: ['Shipped', 'Cancelled'],
    Shipped: ['Delivered', 'Returned', 'Cancelled'],
    Delivered: [],
    Returned: [],
    Cancelled: [],
  },
);

/** An order not stored yet: `moveOrder(…, 'Processing', …)` stores it. */
export type NewOrder = Omit<
  OrderEntity,
  | 'status'
  | 'isDelivered'
  | 'deliveredAt'
  | 'refundId'
  | 'refundStatus'
  | 'disputeId'
  | 'disputeStatus'
  | 'disputeRespondBy'
  | 'invoiceNumber'
  | 'creditNoteNumber'
  | 'shippingMethod'
  | 'codTries'
  | 'cashCollectedAt'
  | 'returnedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** Who made a move, and why (the history's `actor` and `note`). */
export interface MoveReason {
  actor: string;
  note: string | null;
  /** the parcel whose scan made the move (issue 33): its courier and AWB, told to the shopper */
  shipment?: { courierName: string | null; awb: string | null };
}

/**
 * The one place an order's status changes, inside the caller's transaction (which holds the
 * row's lock): checks the move (409 with the statuses it may take), writes the status with its
 * effects (Delivered sets `isDelivered`), a history row, and its events: `order-placed` for a
 * new order, `order-status-changed` for a move, and `order-cancelled` (stock goes back, a paid
 * order is refunded by checkout). Answers the order as it now is.
 */
export async function moveOrder(
  m: EntityManager,
  o: OrderEntity | NewOrder,
  to: OrderStatus,
  why: MoveReason,
): Promise<OrderEntity> {
  const from = OrderTransitions.from(o, to);
  // a parcel paid online that comes back is cancelled (and so refunded); only one to be paid
  // in cash is returned to origin, with nothing to refund
  if (to === 'Returned' && o.paymentMethod !== 'COD') throw conflict(ONLY_COD_RETURNS);
  const now = new Date();
  const changes: Partial<OrderEntity> = { status: to, updatedAt: now };
  if (to === 'Delivered') Object.assign(changes, { isDelivered: true, deliveredAt: now });
  if (to === 'Returned') changes.returnedAt = now;
  // cash on delivery: the courier collected the cash, so the order is paid now
  if (to === 'Delivered' && o.paymentMethod === 'COD')
    Object.assign(changes, { isPaid: true, paidAt: now, cashCollectedAt: now });
  // confirmed or cancelled, its code confirms nothing any more
  if (from === 'Awaiting confirmation')
    Object.assign(changes, { codCodeHash: null, codConfirmBy: null });
  const refunded = to === 'Cancelled' && o.isPaid && o.razorpayPaymentId !== null;
  if (refunded) changes.refundStatus = 'requested';
  const next = { ...o, ...changes } as OrderEntity;
  if (from === null) await m.insert(OrderEntity, { ...next, createdAt: now });
  else await m.update(OrderEntity, { id: o.id }, changes);
  await recordOnOrder(m, o.id, from, to, why);
  if (refunded) await recordOnOrder(m, o.id, to, to, { actor: 'refund', note: 'refund requested' });
  if (from === null) {
    await appendToOutbox(m, OrderPlacedV1, {
      orderId: next.id,
      checkoutId: next.checkoutId,
      userId: next.userId,
      items: next.items.map(({ image: _image, ...item }) => item),
      totalPricePaise: next.totalPaise,
      userName: next.userName,
      discountPaise: next.discountPaise,
      couponCode: next.couponCode,
      estimatedDelivery: next.estimatedDelivery,
      shippingPaise: next.shippingPaise,
      codFeePaise: next.codFeePaise,
      offerDiscountPaise: next.offerDiscountPaise,
      offers: next.offers,
      shippingAddress: next.shippingAddress,
      paymentMethod: next.paymentMethod,
      placedAt: now.toISOString(),
    });
    return (await m.findOneBy(OrderEntity, { id: next.id }))!;
  }
  await appendToOutbox(m, OrderStatusChangedV1, {
    orderId: next.id,
    userId: next.userId,
    from,
    to,
    ...(why.shipment && { shipment: why.shipment }),
  });
  if (to === 'Returned') {
    await appendToOutbox(m, OrderReturnedV1, {
      orderId: next.id,
      checkoutId: next.checkoutId,
      userId: next.userId,
      items: next.items,
      postalCode: next.shippingAddress.postalCode,
      returnedAt: now.toISOString(),
    });
  }
  if (to === 'Cancelled') {
    await appendToOutbox(m, OrderCancelledV1, {
      orderId: next.id,
      checkoutId: next.checkoutId,
      userId: next.userId,
      items: next.items,
      totalPricePaise: next.totalPaise,
      razorpayPaymentId: next.isPaid ? next.razorpayPaymentId : null,
    });
  }
  return next;
}

/** A line in the order's history: a move (from → to), or a note that keeps the status. */
export function recordOnOrder(
  m: EntityManager,
  orderId: string,
  from: string | null,
  to: string,
  { actor, note }: MoveReason,
) {
  return m.insert(OrderHistoryEntity, { orderId, from, to, actor, note });
}

/**
 * How far a refund has come: its status only moves forward, whatever order events arrive in.
 * A failed refund is not the end (issue 27): Razorpay may still process it, or an admin record
 * it refunded outside the shop (processed ranks above failed), or retry it (pending again).
 */
const REFUND_RANK: Record<RefundState, number> = {
  requested: 0,
  pending: 1,
  failed: 2,
  processed: 3,
};

/** Whether a refund may move from `from` to `to`. */
const refundMoves = (from: RefundState | null, to: RefundState) =>
  from === null || REFUND_RANK[to] > REFUND_RANK[from] || (from === 'failed' && to === 'pending');

/**
 * Records what checkout says of a cancelled order's refund (or, issue 32, what staff say of a
 * cash order's refund to an account: `actor`), in the caller's transaction (which holds the
 * order's lock): the refund's status (never backwards) and id, and a history note. Answers the
 * changes made.
 */
export async function recordRefund(
  m: EntityManager,
  o: OrderEntity,
  state: RefundState,
  refundId: string | null,
  note: string,
  actor = 'refund',
): Promise<Partial<OrderEntity>> {
  const forward = refundMoves(o.refundStatus, state);
  const changes: Partial<OrderEntity> = { updatedAt: new Date() };
  if (forward) changes.refundStatus = state;
  if (refundId) changes.refundId = refundId;
  await m.update(OrderEntity, { id: o.id }, changes);
  await recordOnOrder(m, o.id, o.status, o.status, { actor, note });
  return changes;
}
