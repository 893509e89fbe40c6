import {
  MODIFICATION_WINDOW_HOURS,
  withinModificationWindow,
  type OrderView,
} from '@arogya/contracts';

/** The statuses of an order nothing of which has left the shop's hands yet (issue 33). */
const OPEN: readonly string[] = ['Processing', 'Awaiting confirmation'];

/**
 * Until when `order` may still be cancelled or sent elsewhere (issue 33), or null when it may
 * not (any more). The server has the last word: it also refuses once a parcel is booked, which
 * the page cannot know.
 */
export function changeableUntil(order: OrderView, now = Date.now()): Date | null {
  if (!OPEN.includes(order.status) || !withinModificationWindow(order.createdAt, now)) return null;
  return new Date(Date.parse(order.createdAt) + MODIFICATION_WINDOW_HOURS * 3_600_000);
}
