import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { calendarDay, dateTime } from '../common/dateTime';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { k, useT } from '../i18n';
import { ManifestButton } from './ManifestButton';
import type { PickupRow } from './shipping-format';

function NoPickups() {
  const t = useT();
  return (
    <Typography sx={{ p: 2 }} data-testid="no-pickups">
      {t('shipping.pickups.none')}
    </Typography>
  );
}

/** How many parcels, and the courier's slot. */
function Slot({ pickup }: { pickup: PickupRow }) {
  const t = useT();
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      {t('shipping.pickups.parcels', { smart_count: pickup.shipmentIds.length })}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {pickup.scheduledFor
          ? t('shipping.pickup.slot', { slot: dateTime(pickup.scheduledFor) })
          : t('shipping.pickup.noSlot')}
      </Typography>
    </Typography>
  );
}

/**
 * The pickups (issue 33), newest first: each day's parcels handed to the courier, with the
 * courier's slot and the manifest it signs (asked again when it could not be made at first).
 */
export function PickupList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('shipping.pickups.title')}
      search={k('shipping.pickups.search')}
      filter={[]}
      loadError={k('shipping.pickups.loadError')}
      actions={false}
      empty={<NoPickups />}
    >
      {phone ? (
        <PhoneList<PickupRow>
          primary={(p) => calendarDay(p.day)}
          secondary={(p) => <Slot pickup={p} />}
          actions={<ManifestButton />}
          empty={<NoPickups />}
        />
      ) : (
        <DataTable<PickupRow> rowClick={false} bulkActionButtons={false} empty={<NoPickups />}>
          <DataTable.Col source="day" render={(p: PickupRow) => calendarDay(p.day)} />
          <DataTable.Col
            label={k('resources.pickups.fields.parcels')}
            disableSort
            render={(p: PickupRow) => <Slot pickup={p} />}
          />
          <DataTable.Col label={k('resources.pickups.fields.manifest')} disableSort>
            <ManifestButton />
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
