import type { OrderView, TrackingView } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.js';
import TrackingTimeline from './TrackingTimeline.js';
import { useTracking } from './useTracking.js';

/** The order page's tracking (issue 33): its timeline once its parcels are known. */
export default function OrderTracking({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const { parcels, failed, replace } = useTracking(order._id);
  if (failed)
    return (
      <p role="status" className="text-sm text-gray-600" data-testid="tracking-failed">
        {t('tracking.loadFailed')}
      </p>
    );
  // a box of the timeline's height while it loads, so that nothing below it moves
  if (!parcels)
    return (
      <div
        aria-hidden="true"
        className="h-72 animate-pulse rounded-2xl border border-gray-200 bg-gray-50"
      />
    );
  return (
    <TrackingTimeline
      placedAt={order.createdAt}
      promisedBy={order.estimatedDelivery}
      cancelled={order.status === 'Cancelled'}
      items={order.orderItems}
      parcels={parcels}
      decide={async (parcelId, input) =>
        replace(
          await api<TrackingView>(
            'POST',
            `/api/shipments/${encodeURIComponent(parcelId)}/reattempt`,
            {
              auth: true,
              body: input,
            },
          ),
        )
      }
    />
  );
}
