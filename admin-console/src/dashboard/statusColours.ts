import type { OrderStatus } from '@arogya/contracts';

/**
 * The statuses' colours as the shop shows them (SPEC §2: Processing yellow, Shipped blue,
 * Delivered green, Cancelled red), dark enough to read at 3:1 or more on white.
 */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  Processing: '#b45309',
  Shipped: '#1d4ed8',
  Delivered: '#15803d',
  Cancelled: '#b91c1c',
};
