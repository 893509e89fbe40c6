import type { ClaimView, OrderView, TrackingView } from '@arogya/contracts';
import { useCallback, useEffect, useState } from 'react';
import { orderClaims } from '../../api/claims.js';
import { claimableLines, type ClaimableLine } from './claimable.js';

/** The reports of an order, what may still be reported, and a way to take in a new one. */
export interface OrderClaims {
  /** the order's reports, newest first; null until answered (or not asked: nothing delivered) */
  claims: ClaimView[] | null;
  failed: boolean;
  /** the lines that may still be reported now, with their units left */
  claimable: ClaimableLine[];
  /** how many reports were sent from this page (the list then takes focus) */
  sent: number;
  /** a report the server took: shown at once, then the list asked again */
  add(claim: ClaimView): void;
}

/**
 * The signed-in shopper's reports of `order` (issue 33), asked once a parcel of it has been
 * delivered (`parcels`: the order's tracking, null until known). Should they fail to load, what
 * was delivered lately may still be reported: the server refuses units reported twice.
 */
export function useOrderClaims(order: OrderView, parcels: TrackingView[] | null): OrderClaims {
  const wanted = parcels?.some((p) => p.status === 'delivered') ?? false;
  const [state, setState] = useState<{ id: string; claims: ClaimView[] | null; failed: boolean }>({
    id: order._id,
    claims: null,
    failed: false,
  });
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    const stop = new AbortController();
    orderClaims(order._id, stop.signal).then(
      (claims) => setState({ id: order._id, claims, failed: false }),
      () => {
        if (!stop.signal.aborted)
          setState((s) =>
            s.id === order._id && s.claims ? s : { id: order._id, claims: null, failed: true },
          );
      },
    );
    return () => stop.abort();
  }, [order._id, wanted, sent]);

  const add = useCallback((claim: ClaimView) => {
    setState((s) => ({ id: claim.orderId, claims: [claim, ...(s.claims ?? [])], failed: false }));
    setSent((n) => n + 1);
  }, []);

  // another order's reports are not this one's
  const { claims, failed } = state.id === order._id ? state : { claims: null, failed: false };
  const claimable =
    parcels && (claims || failed) ? claimableLines(order.orderItems, parcels, claims ?? []) : [];
  return { claims, failed, claimable, sent, add };
}
