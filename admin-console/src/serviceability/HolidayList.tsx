import { DataTable, DateField, List } from 'react-admin';
import { CreateLink } from '../common/CreateLink';
import { confirmedDelete } from '../common/confirmedDelete';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { displayLocale, k, useT } from '../i18n';

const DELETE = confirmedDelete(k('holidays.deleteTitle'), k('holidays.deleteQuestion'));

type HolidayRow = { id: string; date: string; name: string };

/** The days the delivery promise does not count (besides Sundays). */
export function HolidayList() {
  const phone = useIsPhone();
  const t = useT();
  return (
    <List
      title={k('holidays.title')}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={25}
      actions={<CreateLink label={t('holidays.add')} />}
    >
      {phone ? (
        <PhoneList<HolidayRow>
          primary={(h) => h.name}
          secondary={(h) => h.date}
          actions={DELETE.row}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={DELETE.bulk}>
          <DataTable.Col source="date">
            <DateField
              source="date"
              locales={displayLocale()}
              options={{ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }}
            />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col label={k('resources.holidays.fields.actions')} disableSort>
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
