import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { Moment } from '../common/Moment';
import { formatMoney } from '../common/money';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { PhoneBulkBar } from '../common/PhoneBulkBar';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { SelectRowBox } from '../common/SelectRowBox';
import { k, useT } from '../i18n';
import { CourierAwb } from './CourierAwb';
import { ShipmentBulkButton } from './ShipmentBulkButton';
import {
  SHIPMENT_STATUS_CHOICES,
  SHIPMENT_STATUS_LABELS,
  parcelName,
  type ShipmentRow,
} from './shipping-format';

const block = { display: 'block' } as const;

function NoShipments() {
  const t = useT();
  return (
    <Typography sx={{ p: 2 }} data-testid="no-shipments">
      {t('shipping.shipments.none')}
    </Typography>
  );
}

/** Where it is, its weight, the cash it collects and whether it was handed over. */
function Where({ shipment }: { shipment: ShipmentRow }) {
  const t = useT();
  const facts = [
    `${(shipment.weightGrams / 1000).toLocaleString('en-IN')} kg`,
    shipment.cod && t('shipping.shipments.collect', { amount: formatMoney(shipment.collect) }),
    shipment.pickupId ? t('shipping.shipments.handedOver') : t('shipping.shipments.notHandedOver'),
  ].filter(Boolean);
  return (
    <Typography variant="body2" component="span" sx={block} data-testid="shipment-status">
      {t(SHIPMENT_STATUS_LABELS[shipment.status])}
      <Typography variant="caption" color="text.secondary" sx={block}>
        {facts.join(' · ')}
      </Typography>
    </Typography>
  );
}

const BULK = (
  <>
    <ShipmentBulkButton kind="labels" />
    <ShipmentBulkButton kind="pickup" />
  </>
);

/** The shipments on a phone: a tick box each, labels and handing over in a bar. */
function ShipmentPhoneList() {
  const t = useT();
  return (
    <>
      <PhoneBulkBar actions={BULK} />
      <PhoneList<ShipmentRow>
        primary={(s) => (
          <>
            <OrderNumberLink id={s.orderId} /> · {s.courierName ?? ''}
          </>
        )}
        secondary={(s) => (
          <>
            <CourierAwb courierName={s.courierName} awb={s.awb} />
            <Where shipment={s} />
          </>
        )}
        actions={
          <SelectRowBox<ShipmentRow>
            label={(s) => t('shipping.shipments.select', { name: parcelName(s) })}
            testId="select-shipment"
          />
        }
        empty={<NoShipments />}
      />
    </>
  );
}

/**
 * The shipments (issue 33), newest first, by status: their courier and AWB, where the scans
 * say they are; ticked ones get one PDF of labels, or are handed to the courier in a pickup
 * with its manifest. A SimpleList of the same on a phone.
 */
export function ShipmentList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('shipping.shipments.title')}
      search={k('shipping.shipments.search')}
      filter={{
        source: 'status',
        label: k('resources.shipments.fields.status'),
        choices: SHIPMENT_STATUS_CHOICES,
        emptyText: k('shipping.shipments.anyStatus'),
      }}
      loadError={k('shipping.shipments.loadError')}
      actions={false}
      empty={<NoShipments />}
    >
      {phone ? (
        <ShipmentPhoneList />
      ) : (
        <DataTable<ShipmentRow> rowClick={false} bulkActionButtons={BULK} empty={<NoShipments />}>
          <DataTable.Col
            label={k('resources.shipments.fields.order')}
            disableSort
            render={(s: ShipmentRow) => <OrderNumberLink id={s.orderId} />}
          />
          <DataTable.Col
            source="courierName"
            render={(s: ShipmentRow) => <CourierAwb courierName={s.courierName} awb={s.awb} />}
          />
          <DataTable.Col source="status" render={(s: ShipmentRow) => <Where shipment={s} />} />
          <DataTable.Col
            source="bookedAt"
            render={(s: ShipmentRow) => (s.bookedAt ? <Moment iso={s.bookedAt} /> : '—')}
          />
        </DataTable>
      )}
    </AdminList>
  );
}
