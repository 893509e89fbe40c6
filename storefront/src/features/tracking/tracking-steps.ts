import type { ScanView, ShipmentStatus, TrackingView } from '@arogya/contracts';

/** A step of a parcel's journey, as the timeline shows it. */
export type StepKey =
  | 'placed'
  | 'packed'
  | 'shipped'
  | 'outForDelivery'
  | 'attemptFailed'
  | 'delivered'
  | 'returning'
  | 'returned';

export interface Step {
  key: StepKey;
  /** done, the one being waited for, or to come */
  state: 'done' | 'current' | 'upcoming';
  /** when it happened (ISO), when the courier said so */
  at: string | null;
  /** the courier's words for a failed attempt ("Customer not available") */
  detail?: string;
}

/** How far along each status is (the order of the happy path; the branches after it). */
const RANK: Record<ShipmentStatus, number> = {
  booking: 0,
  booked: 1,
  'picked-up': 2,
  'in-transit': 2,
  'out-for-delivery': 3,
  undelivered: 3,
  delivered: 4,
  'rto-initiated': 4,
  'rto-delivered': 5,
  cancelled: 0,
};

const first = (scans: ScanView[], ...m: ShipmentStatus[]) =>
  scans.find((s) => s.milestone !== null && m.includes(s.milestone)) ?? null;
const last = (scans: ScanView[], ...m: ShipmentStatus[]) =>
  scans.findLast((s) => s.milestone !== null && m.includes(s.milestone)) ?? null;

/**
 * A parcel's steps (issue 33): placed, packed (booked with the courier), shipped (picked up),
 * out for delivery, delivered — with a failed attempt when there was one (and the courier's
 * reason), and the way back when it is returning. Each step's time is its scan's.
 */
export function parcelSteps(placedAt: string, parcel: TrackingView | null): Step[] {
  const status = parcel?.status ?? 'booking';
  const rank = RANK[status];
  const scans = parcel?.scans ?? [];
  const failed = last(scans, 'undelivered');
  const outs = scans.filter((s) => s.milestone === 'out-for-delivery');
  const steps: [Omit<Step, 'state'>, boolean][] = [
    [{ key: 'placed', at: placedAt }, true],
    [{ key: 'packed', at: parcel?.bookedAt ?? null }, rank >= 1],
    [{ key: 'shipped', at: first(scans, 'picked-up', 'in-transit')?.at ?? null }, rank >= 2],
    [{ key: 'outForDelivery', at: outs[0]?.at ?? null }, rank >= 3],
  ];
  if (failed) {
    steps.push([{ key: 'attemptFailed', at: failed.at, detail: failed.activity }, true]);
    // out again after it (a re-attempt)
    const again = outs.find((s) => s.at > failed.at);
    if (again) steps.push([{ key: 'outForDelivery', at: again.at }, true]);
  }
  if (status === 'rto-initiated' || status === 'rto-delivered') {
    steps.push([{ key: 'returning', at: first(scans, 'rto-initiated')?.at ?? null }, true]);
    steps.push([
      { key: 'returned', at: first(scans, 'rto-delivered')?.at ?? null },
      status === 'rto-delivered',
    ]);
  } else {
    steps.push([
      { key: 'delivered', at: first(scans, 'delivered')?.at ?? null },
      status === 'delivered',
    ]);
  }
  const next = steps.findIndex(([, done]) => !done);
  return steps.map(([s, done], i) => ({
    ...s,
    state: done ? 'done' : i === next ? 'current' : 'upcoming',
  }));
}

/**
 * The units of `items` not yet in a parcel (cancelled parcels count for nothing, and neither do
 * replacements: they send units again, not the order's).
 */
export function unitsAwaiting(items: { quantity: number }[], parcels: TrackingView[]): number {
  const ordered = items.reduce((n, i) => n + i.quantity, 0);
  const sent = parcels
    .filter((p) => p.status !== 'cancelled' && p.claimId === null)
    .reduce((n, p) => n + p.lines.reduce((m, l) => m + l.quantity, 0), 0);
  return Math.max(0, ordered - sent);
}

/**
 * The courier's latest estimate when it differs from the promise (YYYY-MM-DD), else null: the
 * latest estimate of the order's parcels still on their way (a replacement was never promised).
 */
export function changedEstimate(promisedBy: string | null, parcels: TrackingView[]): string | null {
  const open = parcels.filter(
    (p) => p.claimId === null && RANK[p.status] >= 1 && RANK[p.status] < 4,
  );
  const latest = open
    .map((p) => p.expectedBy)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  return latest && latest !== promisedBy ? latest : null;
}

/** Where a parcel of the timeline is: the anchor a link to it (a claim's replacement) takes. */
export const parcelAnchor = (parcelId: string) => `parcel-${parcelId}`;
