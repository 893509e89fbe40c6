import { DataTable, DateField, List } from 'react-admin';
import { CreateLink } from '../common/CreateLink';
import { confirmedDelete } from '../common/confirmedDelete';
import { PhoneList, useIsPhone } from '../common/PhoneList';

const DELETE = confirmedDelete('Remove holiday', 'Make this day a business day again?');

type HolidayRow = { id: string; date: string; name: string };

/** The days the delivery promise does not count (besides Sundays). */
export function HolidayList() {
  const phone = useIsPhone();
  return (
    <List
      title="Holidays"
      sort={{ field: 'date', order: 'ASC' }}
      perPage={25}
      actions={<CreateLink label="Add holiday" />}
    >
      {phone ? (
        <PhoneList<HolidayRow>
          primary={(h) => h.name}
          secondary={(h) => h.date}
          actions={DELETE.row}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={DELETE.bulk}>
          <DataTable.Col source="date" label="Date">
            <DateField
              source="date"
              options={{ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }}
            />
          </DataTable.Col>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col label="Actions" disableSort>
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
