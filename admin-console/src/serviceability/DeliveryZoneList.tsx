import { BooleanField, DataTable, List } from 'react-admin';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { coverOf } from './zone-coverage';
import { ZoneEditLink } from './ZoneEditLink';
import { ZoneExplainer } from './ZoneExplainer';
import { k, useT, type T } from '../i18n';

type ZoneRow = {
  id: string;
  name: string;
  processingDays: number;
  transitDays: number;
  shippingFee: number;
  enabled: boolean;
  cod: boolean;
};

/** "1 + 2 business days": processing, then transit. */
const daysOf = (t: T, z: ZoneRow) =>
  t('zones.days', { processing: z.processingDays, transit: z.transitDays });

/**
 * The delivery zones, in the order the promise tries them (the first enabled zone that covers
 * a PIN gives its processing + transit business days), each with the PINs it covers, under
 * what a zone means; on a phone a SimpleList of the same. Zones are edited, never deleted.
 */
export function DeliveryZoneList() {
  const phone = useIsPhone();
  const t = useT();
  return (
    <List
      title={k('zones.title')}
      actions={false}
      pagination={false}
      sort={{ field: 'id', order: 'ASC' }}
      disableSyncWithLocation
    >
      <ZoneExplainer />
      {phone ? (
        <PhoneList<ZoneRow>
          primary={(z) => (z.enabled ? z.name : t('zones.off', { name: z.name }))}
          secondary={(z) =>
            `${coverOf(t, z.id)} · ${daysOf(t, z)} · ${t('zones.fee', { fee: z.shippingFee })}` +
            (z.cod ? '' : ` · ${t('zones.codOff')}`)
          }
          actions={<ZoneEditLink />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col
            label={k('resources.delivery-zones.fields.covers')}
            disableSort
            render={(z: ZoneRow) => coverOf(t, z.id)}
          />
          <DataTable.NumberCol source="processingDays" disableSort />
          <DataTable.NumberCol source="transitDays" disableSort />
          <DataTable.NumberCol
            source="shippingFee"
            disableSort
            options={{ style: 'currency', currency: 'INR' }}
            locales="en-IN"
          />
          <DataTable.Col source="enabled" disableSort>
            <BooleanField source="enabled" />
          </DataTable.Col>
          <DataTable.Col source="cod" disableSort>
            <BooleanField source="cod" />
          </DataTable.Col>
          <DataTable.Col label={k('resources.delivery-zones.fields.actions')} disableSort>
            <ZoneEditLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
