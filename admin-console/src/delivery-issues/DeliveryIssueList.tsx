import { Box, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { calendarDay } from '../common/dateTime';
import { Moment } from '../common/Moment';
import { formatMoney } from '../common/money';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { k, useT } from '../i18n';
import { CourierAwb } from '../shipping/CourierAwb';
import { DeliveryIssueActions } from './DeliveryIssueActions';
import { ISSUE_STATE_CHOICES, ISSUE_STATE_LABELS, type DeliveryIssueRow } from './issue-format';
import { NoDeliveryIssues } from './NoDeliveryIssues';

const block = { display: 'block' } as const;

/** Who it was for: name, phone, city and PIN (what staff call and check). */
function Customer({ issue }: { issue: DeliveryIssueRow }) {
  const c = issue.customer;
  return (
    <Typography variant="body2" component="span" sx={block}>
      {c.name}
      <Typography variant="caption" color="text.secondary" sx={block}>
        {c.phone} · {c.city} {c.pin}
      </Typography>
    </Typography>
  );
}

/** The parcel: courier, AWB, and the cash to collect. */
function Parcel({ issue }: { issue: DeliveryIssueRow }) {
  const t = useT();
  return (
    <CourierAwb courierName={issue.courierName} awb={issue.awb}>
      {issue.cod && (
        <Typography variant="caption" sx={block}>
          {t('deliveryIssues.cod', { amount: formatMoney(issue.collect) })}
        </Typography>
      )}
    </CourierAwb>
  );
}

/** Why it failed: the courier's words and which attempt. */
function Reason({ issue }: { issue: DeliveryIssueRow }) {
  const t = useT();
  return (
    <Typography variant="body2" component="span" sx={{ ...block, wordBreak: 'break-word' }}>
      {issue.reason}
      <Typography variant="caption" color="text.secondary" sx={block}>
        {t('deliveryIssues.attempt', { attempt: issue.attempt })}
      </Typography>
    </Typography>
  );
}

/** Where it stands, and what was decided by whom. */
function State({ issue }: { issue: DeliveryIssueRow }) {
  const t = useT();
  const decided =
    issue.decidedBy &&
    t(`deliveryIssues.decidedBy.${issue.decidedBy}`) +
      (issue.deferredDate ? ` · ${calendarDay(issue.deferredDate)}` : '');
  return (
    <Typography variant="body2" component="span" sx={block} data-testid="issue-state">
      {t(ISSUE_STATE_LABELS[issue.state])}
      {decided && (
        <Typography variant="caption" color="text.secondary" sx={block}>
          {decided}
        </Typography>
      )}
    </Typography>
  );
}

/** The failed deliveries on a phone: the order and why; the customer, parcel and state. */
function IssuePhoneList() {
  return (
    <PhoneList<DeliveryIssueRow>
      primary={(i) => (
        <>
          <OrderNumberLink id={i.orderId} /> · {i.reason}
        </>
      )}
      secondary={(i) => (
        <>
          <Customer issue={i} />
          <Parcel issue={i} />
          <State issue={i} />
        </>
      )}
      actions={<DeliveryIssueActions />}
      empty={<NoDeliveryIssues />}
    />
  );
}

/** The table on wider screens. */
function IssueTable() {
  return (
    <DataTable<DeliveryIssueRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<NoDeliveryIssues />}
    >
      <DataTable.Col
        label={k('resources.delivery-issues.fields.order')}
        disableSort
        render={(i: DeliveryIssueRow) => (
          <Box sx={{ minWidth: 150 }}>
            <OrderNumberLink id={i.orderId} />
            <Customer issue={i} />
          </Box>
        )}
      />
      <DataTable.Col
        label={k('resources.delivery-issues.fields.parcel')}
        disableSort
        render={(i: DeliveryIssueRow) => <Parcel issue={i} />}
      />
      <DataTable.Col
        source="reason"
        disableSort
        render={(i: DeliveryIssueRow) => (
          <Box sx={{ minWidth: 160, maxWidth: 260 }}>
            <Reason issue={i} />
          </Box>
        )}
      />
      <DataTable.Col
        source="failedAt"
        render={(i: DeliveryIssueRow) => <Moment iso={i.failedAt} />}
      />
      <DataTable.Col source="state" render={(i: DeliveryIssueRow) => <State issue={i} />} />
      <DataTable.Col label={k('resources.delivery-issues.fields.actions')} disableSort>
        <DeliveryIssueActions />
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * The failed deliveries page (issue 33, the NDR queue): every parcel the courier could not
 * deliver, opening on those that await a decision (the shopper may decide first, from the
 * order's page): deliver again — on a day, to a corrected phone or address — or bring it back.
 * Oldest first: a courier keeps a parcel only days. A SimpleList of the same on a phone.
 */
export function DeliveryIssueList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('deliveryIssues.title')}
      search={k('deliveryIssues.search')}
      filter={{
        source: 'state',
        label: k('resources.delivery-issues.fields.state'),
        choices: ISSUE_STATE_CHOICES,
      }}
      filterDefaultValues={{ state: 'open' }}
      loadError={k('deliveryIssues.loadError')}
      actions={false}
      empty={false}
    >
      {phone ? <IssuePhoneList /> : <IssueTable />}
    </AdminList>
  );
}
