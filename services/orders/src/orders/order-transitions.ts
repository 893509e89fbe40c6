import type { OrderStatus } from '@arogya/contracts';
import { RpcError } from '@arogya/platform';

/** Where an order may go next (issue 5): Delivered and Cancelled are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** Refuses a move the table does not allow: 409 naming the allowed next states. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  const allowed = ORDER_TRANSITIONS[from];
  if (!allowed.includes(to)) {
    const next = allowed.length
      ? `it can become ${allowed.join(' or ')}`
      : 'it cannot change any more';
    throw new RpcError(409, `A ${from} order cannot become ${to}: ${next}`, { allowed });
  }
}
