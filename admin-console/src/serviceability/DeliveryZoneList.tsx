import { BooleanField, DataTable, List } from 'react-admin';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { coverOf } from './zone-coverage';
import { ZoneEditLink } from './ZoneEditLink';
import { ZoneExplainer } from './ZoneExplainer';

type ZoneRow = {
  id: string;
  name: string;
  processingDays: number;
  transitDays: number;
  enabled: boolean;
};

/** "1 + 2 business days": processing, then transit. */
const daysOf = (z: ZoneRow) => `${z.processingDays} + ${z.transitDays} business days`;

/**
 * The delivery zones, in the order the promise tries them (the first enabled zone that covers
 * a PIN gives its processing + transit business days), each with the PINs it covers, under
 * what a zone means; on a phone a SimpleList of the same. Zones are edited, never deleted.
 */
export function DeliveryZoneList() {
  const phone = useIsPhone();
  return (
    <List
      title="Delivery zones"
      actions={false}
      pagination={false}
      sort={{ field: 'id', order: 'ASC' }}
      disableSyncWithLocation
    >
      <ZoneExplainer />
      {phone ? (
        <PhoneList<ZoneRow>
          primary={(z) => `${z.name}${z.enabled ? '' : ' (off)'}`}
          secondary={(z) => `${coverOf(z.id)} · ${daysOf(z)}`}
          actions={<ZoneEditLink />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" label="Zone" disableSort />
          <DataTable.Col label="Covers" disableSort render={(z: ZoneRow) => coverOf(z.id)} />
          <DataTable.NumberCol source="processingDays" label="Processing days" disableSort />
          <DataTable.NumberCol source="transitDays" label="Transit days" disableSort />
          <DataTable.Col source="enabled" label="Enabled" disableSort>
            <BooleanField source="enabled" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <ZoneEditLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
