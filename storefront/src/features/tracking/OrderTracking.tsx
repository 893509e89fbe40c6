import type { OrderView, TrackingView } from '@arogya/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.js';
import TrackingTimeline from './TrackingTimeline.js';
import type { TrackingState } from './useTracking.js';

/**
 * The order page's tracking (issue 33): its timeline once its parcels (`tracking`, asked by the
 * page, which reads them for claims too) are known; `footer` closes it.
 */
export default function OrderTracking({
  order,
  tracking,
  footer,
}: {
  order: OrderView;
  tracking: TrackingState;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { parcels, failed, replace } = tracking;
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
      footer={footer}
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
