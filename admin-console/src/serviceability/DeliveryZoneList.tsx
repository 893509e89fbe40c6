import { BooleanField, DataTable, EditButton, List } from 'react-admin';
import { PhoneList, useIsPhone } from '../common/PhoneList';

type ZoneRow = {
  id: string;
  name: string;
  processingDays: number;
  transitDays: number;
  enabled: boolean;
};

/**
 * The delivery zones, in the order the promise tries them (the first enabled zone that covers
 * a PIN gives its processing + transit business days); on a phone a SimpleList of the same.
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
      {phone ? (
        <PhoneList<ZoneRow>
          primary={(z) => z.name}
          secondary={(z) =>
            `${z.processingDays} + ${z.transitDays} business days${z.enabled ? '' : ' (off)'}`
          }
          actions={<EditButton />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" label="Zone" disableSort />
          <DataTable.NumberCol source="processingDays" label="Processing days" disableSort />
          <DataTable.NumberCol source="transitDays" label="Transit days" disableSort />
          <DataTable.Col source="enabled" label="Enabled" disableSort>
            <BooleanField source="enabled" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <EditButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
