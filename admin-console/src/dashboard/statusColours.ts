import type { OrderStatus } from '@arogya/contracts';

/**
 * The statuses' colours as the shop shows them (SPEC §2: Processing yellow, Shipped blue,
 * Delivered green, Cancelled red), dark enough to read at 3:1 or more on white.
 */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  // issue 32: cash on delivery awaiting its code
  'Awaiting confirmation': '#7c3aed',
  Processing: '#b45309',
  Shipped: '#1d4ed8',
  Delivered: '#15803d',
  Returned: '#9a3412',
  Cancelled: '#b91c1c',
};
