import { DataTable, DateField, List } from 'react-admin';
import { CreateLink } from '../common/CreateLink';
import { confirmedDelete } from '../common/confirmedDelete';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { displayLocale, k, useT } from '../i18n';

const DELETE = confirmedDelete(k('pins.deleteTitle'), k('pins.deleteQuestion'));

type PinRow = {
  id: string;
  pin: string;
  city: string;
  state: string;
  reason: string;
  scope: 'delivery' | 'cod';
};

/**
 * The PIN codes the shop does not deliver to (checkout refuses them, pages say so), and those
 * it delivers to paid online only (issue 32).
 */
export function NonServiceablePinList() {
  const phone = useIsPhone();
  const t = useT();
  return (
    <List
      title={k('pins.title')}
      sort={{ field: 'pin', order: 'ASC' }}
      perPage={25}
      actions={<CreateLink label={t('pins.add')} />}
    >
      {phone ? (
        <PhoneList<PinRow>
          primary={(p) => `${p.pin} · ${p.city}`}
          secondary={(p) => `${p.state} — ${t(`pins.scope.${p.scope}`)} — ${p.reason}`}
          actions={DELETE.row}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={DELETE.bulk}>
          <DataTable.Col source="pin" />
          <DataTable.Col source="city" />
          <DataTable.Col source="state" />
          <DataTable.Col source="reason" />
          <DataTable.Col source="scope" render={(p: PinRow) => t(`pins.scope.${p.scope}`)} />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" locales={displayLocale()} />
          </DataTable.Col>
          <DataTable.Col label={k('resources.non-serviceable-pins.fields.actions')} disableSort>
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
