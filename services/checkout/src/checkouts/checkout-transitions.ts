import type { CheckoutStatus } from '@arogya/contracts';
import { RpcError } from '@arogya/platform';

/** The checkout's life, in one place (ARCHITECTURE §4): from → allowed next states. */
export const CHECKOUT_TRANSITIONS: Record<CheckoutStatus, readonly CheckoutStatus[]> = {
  created: ['payment_pending', 'paid', 'expired'],
  payment_pending: ['paid', 'expired'],
  paid: ['finalized'],
  finalized: [],
  expired: [],
};

/** Whether a checkout in `from` may move to `to`. */
export const canMove = (from: CheckoutStatus, to: CheckoutStatus) =>
  CHECKOUT_TRANSITIONS[from].includes(to);

/** Moves `checkout` to `to`, or refuses with 409 naming why. */
export function transition<T extends { status: CheckoutStatus }>(
  checkout: T,
  to: CheckoutStatus,
): T {
  if (!canMove(checkout.status, to)) {
    throw new RpcError(
      409,
      `A ${checkout.status.replace('_', ' ')} checkout cannot become ${to.replace('_', ' ')}`,
    );
  }
  checkout.status = to;
  return checkout;
}
