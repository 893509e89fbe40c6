import type { ShipmentView } from '@arogya/contracts';
import { Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LinkBase, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import { SHIPMENT_STATUS_LABELS } from '../shipping/shipping-format';
import type { ClaimRow } from './claim-format';

/**
 * An approved replacement's parcel: its courier, AWB and where it is (read from the order's
 * shipments), and a link to it on the Shipments page, where it is handed to the courier with the
 * day's others. Its id alone while it loads, or if it cannot be read.
 */
export function ReplacementParcel({ claim, shipmentId }: { claim: ClaimRow; shipmentId: string }) {
  const t = useT();
  const path = useAdminPath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ parcel?: ShipmentView | null; error?: string }>({});
  useEffect(() => {
    let live = true;
    dataProvider
      .getOrderShipments(claim.orderId)
      .then((all) => {
        if (live) setState({ parcel: all.find((s) => s._id === shipmentId) ?? null });
      })
      .catch((e: unknown) => live && setState({ error: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, [dataProvider, claim.orderId, shipmentId]);
  const { parcel } = state;
  const error = parcel === null ? t('claims.replacement.notFound') : state.error;
  if (!parcel)
    return (
      <Typography data-testid="claim-parcel" sx={{ overflowWrap: 'anywhere' }}>
        {t('claims.replacement.parcelId', { id: shipmentId })}
        {error && (
          <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
            {t('claims.replacement.parcelError', { error })}
          </Typography>
        )}
      </Typography>
    );
  const filter = encodeURIComponent(JSON.stringify({ q: parcel.awb ?? claim.orderId }));
  return (
    <>
      <Typography data-testid="claim-parcel" sx={{ overflowWrap: 'anywhere' }}>
        {t('claims.replacement.parcel', {
          courier: parcel.courierName ?? '—',
          awb: parcel.awb ?? '—',
          status:
            t(SHIPMENT_STATUS_LABELS[parcel.status]) +
            (parcel.status === 'booked' && !parcel.pickupId
              ? ` · ${t('shipping.shipments.notHandedOver')}`
              : ''),
        })}
      </Typography>
      <Link
        component={LinkBase}
        to={path(`/shipments?filter=${filter}`)}
        data-testid="claim-parcel-link"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        {t('claims.replacement.inShipments')}
      </Link>
    </>
  );
}
