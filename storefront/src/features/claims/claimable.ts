import {
  CLAIM_WINDOW_HOURS,
  withinClaimWindow,
  type ClaimView,
  type TrackingView,
} from '@arogya/contracts';

/** An order line as a claim reads it: its product in one size and colour. */
export interface ClaimableItem {
  productId: string;
  size: string;
  color: string;
}

/** A line of the order that may still be reported: its place, the units left, until when (ISO). */
export interface ClaimableLine {
  line: number;
  left: number;
  until: string;
}

const sameLine = (a: ClaimableItem, b: ClaimableItem) =>
  a.productId === b.productId && a.size === b.size && a.color === b.color;

/** When a parcel was delivered (its first delivered scan), or null: not delivered, or no such scan. */
export function deliveredAt(parcel: TrackingView): string | null {
  if (parcel.status !== 'delivered') return null;
  return parcel.scans.find((s) => s.milestone === 'delivered')?.at ?? null;
}

/**
 * The lines of an order its shopper may still report (issue 33), as the server counts them: of
 * a line's units in delivered parcels (the order's own and replacements), those in parcels
 * delivered within `CLAIM_WINDOW_HOURS`, less the units reported before and not refused. Each
 * with the end of its window (its latest parcel's). A parcel without its delivered scan offers
 * nothing here: the shopper cannot be told until when (the server would still hear them).
 */
export function claimableLines(
  items: ClaimableItem[],
  parcels: TrackingView[],
  claims: ClaimView[],
  now = Date.now(),
): ClaimableLine[] {
  const delivered = parcels.filter((p) => p.status === 'delivered');
  const unitsOf = (ps: TrackingView[], item: ClaimableItem) =>
    ps
      .flatMap((p) => p.lines)
      .filter((l) => sameLine(l, item))
      .reduce((n, l) => n + l.quantity, 0);
  return items.flatMap((item, line) => {
    const recent = delivered.filter((p) => {
      const at = deliveredAt(p);
      return at !== null && withinClaimWindow(at, now) && p.lines.some((l) => sameLine(l, item));
    });
    if (recent.length === 0) return [];
    const claimed = claims
      .filter((c) => c.status !== 'refused')
      .flatMap((c) => c.lines)
      .filter((l) => l.line === line)
      .reduce((n, l) => n + l.quantity, 0);
    const left = Math.max(0, Math.min(unitsOf(recent, item), unitsOf(delivered, item) - claimed));
    if (left === 0) return [];
    const last = Math.max(...recent.map((p) => Date.parse(deliveredAt(p)!)));
    return [{ line, left, until: new Date(last + CLAIM_WINDOW_HOURS * 3_600_000).toISOString() }];
  });
}

/** The first of the lines' windows to close: the time to report by. */
export const reportBy = (lines: ClaimableLine[]): string | null =>
  lines.map((l) => l.until).sort()[0] ?? null;
