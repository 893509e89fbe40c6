import { DataTable, DateField, List } from 'react-admin';
import { CreateLink } from '../common/CreateLink';
import { confirmedDelete } from '../common/confirmedDelete';
import { PhoneList, useIsPhone } from '../common/PhoneList';

const DELETE = confirmedDelete(
  'Deliver again',
  'Deliver to this PIN code again? Shoppers there can pay at once.',
);

type PinRow = { id: string; pin: string; city: string; state: string; reason: string };

/** The PIN codes the shop does not deliver to: checkout refuses them, pages say so. */
export function NonServiceablePinList() {
  const phone = useIsPhone();
  return (
    <List
      title="Non-serviceable PINs"
      sort={{ field: 'pin', order: 'ASC' }}
      perPage={25}
      actions={<CreateLink label="Add PIN" />}
    >
      {phone ? (
        <PhoneList<PinRow>
          primary={(p) => `${p.pin} · ${p.city}`}
          secondary={(p) => `${p.state} — ${p.reason}`}
          actions={DELETE.row}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={DELETE.bulk}>
          <DataTable.Col source="pin" label="PIN" />
          <DataTable.Col source="city" label="City" />
          <DataTable.Col source="state" label="State" />
          <DataTable.Col source="reason" label="Reason" />
          <DataTable.Col source="createdAt" label="Since">
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
