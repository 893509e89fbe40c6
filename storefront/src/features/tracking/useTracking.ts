import type { TrackingView } from '@arogya/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.js';

/** An order's parcels as its shopper follows them; `failed` when they could not be had. */
export interface Tracking {
  parcels: TrackingView[] | null;
  failed: boolean;
}

/** The parcels, and a way to put a parcel's new state in place of its old. */
export interface TrackingState extends Tracking {
  replace(parcel: TrackingView): void;
}

/**
 * The parcels of one of the signed-in shopper's orders (issue 33), asked once the order is
 * shown (`orderId` null: not yet).
 */
export function useTracking(orderId: string | null): TrackingState {
  const [state, setState] = useState<Tracking & { id: string | null }>({
    id: null,
    parcels: null,
    failed: false,
  });
  useEffect(() => {
    if (!orderId) return;
    let active = true;
    api<TrackingView[]>('GET', `/api/orders/${encodeURIComponent(orderId)}/shipments`, {
      auth: true,
    })
      .then((parcels) => active && setState({ id: orderId, parcels, failed: false }))
      .catch(() => active && setState({ id: orderId, parcels: null, failed: true }));
    return () => {
      active = false;
    };
  }, [orderId]);
  const replace = useCallback(
    (parcel: TrackingView) =>
      setState((s) => ({
        ...s,
        parcels: s.parcels?.map((p) => (p._id === parcel._id ? parcel : p)) ?? null,
      })),
    [],
  );
  return state.id === orderId ? { ...state, replace } : { parcels: null, failed: false, replace };
}
