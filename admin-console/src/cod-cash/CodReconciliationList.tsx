import type { CodReconciliationView } from '@arogya/contracts';
import { Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, TopToolbar } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { formatMoney } from '../common/money';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { useAdminPath } from '../common/useAdminPath';
import { k, useT } from '../i18n';

type DayRow = CodReconciliationView & { id: string };

/** Matched, short or over, in words and a colour readable at 4.5:1 or more. */
function DayStatus({ day }: { day: DayRow }) {
  const t = useT();
  const colour = { matched: '#166534', short: '#991b1b', over: '#92400e' }[day.status];
  return (
    <Chip
      size="small"
      label={t(`codCash.status.${day.status}`)}
      sx={{ bgcolor: colour, color: '#fff' }}
      data-testid="reconciliation-status"
    />
  );
}

/** The difference, signed: what the couriers still owe, or paid over. */
const difference = (d: DayRow) =>
  d.difference === 0
    ? formatMoney(0)
    : `${d.difference > 0 ? '+' : '−'}${formatMoney(Math.abs(d.difference))}`;

/** The top toolbar: record a remittance. */
function Actions() {
  const t = useT();
  const path = useAdminPath();
  return (
    <TopToolbar>
      <LinkButton
        to={path('/cod-remittances/create')}
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ minHeight: 44 }}
      >
        {t('codCash.record')}
      </LinkButton>
    </TopToolbar>
  );
}

/**
 * The daily reconciliation of cash on delivery (issue 32): each India-time day's cash orders
 * delivered and the cash their couriers collected, against the remittances recorded for that
 * day, newest first; a day short of cash in red. Written by the orders service's job, and again
 * when a remittance is recorded.
 */
export function CodReconciliationList() {
  const phone = useIsPhone();
  const t = useT();
  return (
    <List
      title={k('codCash.title')}
      sort={{ field: 'day', order: 'DESC' }}
      perPage={25}
      actions={<Actions />}
      empty={false}
    >
      {phone ? (
        <PhoneList<DayRow>
          primary={(d) => `${d.day} · ${t(`codCash.status.${d.status}`)}`}
          secondary={(d) =>
            t('codCash.phoneLine', {
              orders: d.orders,
              collected: formatMoney(d.collected),
              remitted: formatMoney(d.remitted),
              difference: difference(d),
            })
          }
          actions={null}
          empty={t('codCash.none')}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="day" />
          <DataTable.NumberCol source="orders" />
          <DataTable.Col source="collected" render={(d: DayRow) => formatMoney(d.collected)} />
          <DataTable.Col source="remitted" render={(d: DayRow) => formatMoney(d.remitted)} />
          <DataTable.Col source="difference" render={difference} />
          <DataTable.Col source="status" render={(d: DayRow) => <DayStatus day={d} />} />
        </DataTable>
      )}
    </List>
  );
}
