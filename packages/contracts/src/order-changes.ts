import type { ShippingAddress } from './checkout.js';

/**
 * Issue 33: within this many hours of ordering, while nothing of the order has been booked with
 * the courier, its shopper may cancel it (a paid order is refunded in full) or change where it
 * goes. The policy pages print the same figure.
 */
export const MODIFICATION_WINDOW_HOURS = 1;

/** Whether an order placed at `placedAt` may still be changed at `now`. */
export const withinModificationWindow = (placedAt: string, now = Date.now()) =>
  now - Date.parse(placedAt) <= MODIFICATION_WINDOW_HOURS * 3_600_000;

/** What a change or a cancellation is refused with (the storefront translates them). */
export const ORDER_CHANGE_MESSAGES = {
  tooLate: `An order can be changed or cancelled only within ${MODIFICATION_WINDOW_HOURS} hour of ordering`,
  packed: 'Your order is being packed: it can no longer be changed or cancelled',
  notOpen: 'This order can no longer be changed or cancelled',
  otherState: (state: string) =>
    `The new address must be in ${state}, as the order was invoiced there: cancel it and order again to deliver elsewhere`,
  otherZone:
    'That PIN code is in another delivery zone: cancel the order and order again to deliver there',
  notDeliverable: 'We do not deliver to that PIN code yet',
  sameAddress: 'That is the address the order already goes to',
} as const;

/** An order's new address as the shopper gives it (the usual shipping address rules). */
export type AddressChange = ShippingAddress;
