import { Box, Typography } from '@mui/material';
import { DataTable, useRecordContext, type SortPayload } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { dateTime } from '../common/dateTime';
import { Moment } from '../common/Moment';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { k, useT } from '../i18n';
import {
  CLAIM_REASON_LABELS,
  CLAIM_REMEDY_LABELS,
  CLAIM_STATUS_CHOICES,
  type ClaimRow,
} from './claim-format';
import { ClaimLink } from './ClaimLink';
import { ClaimFollowUp, ClaimState } from './ClaimState';
import { ClaimStatusChip } from './ClaimStatusChip';
import { NoClaims } from './NoClaims';

const block = { display: 'block' } as const;

/**
 * Those awaiting a decision first: the service answers them oldest first, then the decided
 * ones newest first, and its gateway's sort by status keeps that order within each status
 * (submitted > refused > approved, descending).
 */
const AWAITING_FIRST: SortPayload = { field: 'status', order: 'DESC' };

/** The row's status chip, for a phone list's right-hand side (read from the row's record). */
function RowStatus() {
  const claim = useRecordContext<ClaimRow>();
  return claim ? <ClaimStatusChip status={claim.status} /> : null;
}

/** The claims on a phone: the units (a link to the claim), its order, who, why and when. */
function ClaimPhoneList() {
  const t = useT();
  return (
    <PhoneList<ClaimRow>
      primary={(c) => <ClaimLink claim={c} />}
      secondary={(c) => (
        <>
          <Typography variant="body2" component="span" sx={block}>
            <OrderNumberLink id={c.orderId} /> · {c.customer.name}
          </Typography>
          <Typography variant="body2" component="span" sx={block}>
            {t(CLAIM_REASON_LABELS[c.reason])} · {t(CLAIM_REMEDY_LABELS[c.remedy])}
          </Typography>
          <Typography variant="caption" component="span" sx={block}>
            {dateTime(c.createdAt)}
          </Typography>
          <ClaimFollowUp claim={c} />
        </>
      )}
      actions={<RowStatus />}
      empty={<NoClaims />}
    />
  );
}

/** The table on wider screens. */
function ClaimTable() {
  const t = useT();
  return (
    <DataTable<ClaimRow> rowClick={false} bulkActionButtons={false} empty={<NoClaims />}>
      <DataTable.Col source="createdAt" render={(c: ClaimRow) => <Moment iso={c.createdAt} />} />
      <DataTable.Col
        label={k('resources.claims.fields.order')}
        disableSort
        render={(c: ClaimRow) => <OrderNumberLink id={c.orderId} />}
      />
      <DataTable.Col
        label={k('resources.claims.fields.customer')}
        disableSort
        render={(c: ClaimRow) => c.customer.name}
      />
      <DataTable.Col
        label={k('resources.claims.fields.items')}
        disableSort
        render={(c: ClaimRow) => (
          <Box sx={{ minWidth: 140, maxWidth: 280 }}>
            <ClaimLink claim={c} />
          </Box>
        )}
      />
      <DataTable.Col source="reason" render={(c: ClaimRow) => t(CLAIM_REASON_LABELS[c.reason])} />
      <DataTable.Col
        source="remedy"
        disableSort
        render={(c: ClaimRow) => t(CLAIM_REMEDY_LABELS[c.remedy])}
      />
      <DataTable.Col source="status" render={(c: ClaimRow) => <ClaimState claim={c} />} />
    </DataTable>
  );
}

/**
 * The claims page (issue 33): delivered items shoppers reported damaged, defective or wrong,
 * opening on those awaiting a decision, oldest first; by status, and searched by order number,
 * customer or product. Each opens on its page, where staff decide. A SimpleList on a phone.
 */
export function ClaimList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('claims.title')}
      search={k('claims.search')}
      filter={{
        source: 'status',
        label: k('resources.claims.fields.status'),
        choices: CLAIM_STATUS_CHOICES,
        emptyText: k('claims.all'),
      }}
      filterDefaultValues={{ status: 'submitted' }}
      sort={AWAITING_FIRST}
      loadError={k('claims.loadError')}
      actions={false}
      empty={false}
    >
      {phone ? <ClaimPhoneList /> : <ClaimTable />}
    </AdminList>
  );
}
