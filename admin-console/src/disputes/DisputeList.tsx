import { Box, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { Moment } from '../common/Moment';
import { formatMoney } from '../common/money';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import {
  DISPUTE_STATUS_CHOICES,
  DISPUTE_STATUS_LABELS,
  reasonOf,
  type DisputeRow,
} from './dispute-format';
import { DisputeStatusChip } from './DisputeStatusChip';
import { NoDisputes } from './NoDisputes';
import { RespondBy } from './RespondBy';
import { k, useT } from '../i18n';

const mono = { fontFamily: 'monospace' } as const;

/** The order the disputed payment paid (a link), or the checkout when no order took it. */
function DisputedOrder({ dispute }: { dispute: DisputeRow }) {
  const t = useT();
  if (dispute.orderId) return <OrderNumberLink id={dispute.orderId} />;
  if (dispute.checkoutId)
    return (
      <span title={dispute.checkoutId}>
        {t('disputes.checkout', { id: dispute.checkoutId.slice(0, 8) })}
      </span>
    );
  return <>—</>;
}

/** The disputes on a phone: order and amount; reason, ids and when to answer; the status. */
function DisputePhoneList() {
  const t = useT();
  return (
    <PhoneList<DisputeRow>
      primary={(d) => (
        <>
          <DisputedOrder dispute={d} /> · {formatMoney(d.amount)}
        </>
      )}
      secondary={(d) => (
        <>
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            {reasonOf(d.reasonCode)}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block', ...mono }}>
            {d.id}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block', ...mono }}>
            {d.razorpayPaymentId}
          </Typography>
          <RespondBy dispute={d} prefix={t('disputes.answerBy')} />
        </>
      )}
      tertiary={(d) => t(DISPUTE_STATUS_LABELS[d.status])}
      actions={null}
      empty={<NoDisputes />}
    />
  );
}

/**
 * The disputes page (issue 27): each chargeback of a payment, what it is of, how much, why,
 * where it stands and when the answer is due (highlighted within two days). Read only: the
 * shop answers in Razorpay's dashboard, and the refund of a disputed payment waits meanwhile.
 */
export function DisputeList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('disputes.title')}
      search={k('disputes.search')}
      filter={{
        source: 'status',
        label: k('resources.disputes.fields.status'),
        choices: DISPUTE_STATUS_CHOICES,
      }}
      loadError={k('disputes.loadError')}
      actions={false}
      empty={false}
    >
      {phone ? (
        <DisputePhoneList />
      ) : (
        <DataTable<DisputeRow> rowClick={false} bulkActionButtons={false} empty={<NoDisputes />}>
          <DataTable.Col
            label={k('resources.disputes.fields.id')}
            disableSort
            render={(d: DisputeRow) => (
              <Box>
                <Typography variant="body2" component="span" sx={{ display: 'block', ...mono }}>
                  {d.id}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={mono}>
                  {d.razorpayPaymentId}
                </Typography>
              </Box>
            )}
          />
          <DataTable.Col
            label={k('resources.disputes.fields.order')}
            disableSort
            render={(d: DisputeRow) => <DisputedOrder dispute={d} />}
          />
          <DataTable.Col source="amount" render={(d: DisputeRow) => formatMoney(d.amount)} />
          <DataTable.Col
            label={k('resources.disputes.fields.reason')}
            disableSort
            render={(d: DisputeRow) => reasonOf(d.reasonCode)}
          />
          <DataTable.Col
            source="status"
            render={(d: DisputeRow) => <DisputeStatusChip status={d.status} />}
          />
          <DataTable.Col source="respondBy" render={(d: DisputeRow) => <RespondBy dispute={d} />} />
          <DataTable.Col
            source="createdAt"
            render={(d: DisputeRow) => <Moment iso={d.createdAt} />}
          />
        </DataTable>
      )}
    </AdminList>
  );
}
