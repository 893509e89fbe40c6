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

const mono = { fontFamily: 'monospace' } as const;

/** The order the disputed payment paid (a link), or the checkout when no order took it. */
function DisputedOrder({ dispute }: { dispute: DisputeRow }) {
  if (dispute.orderId) return <OrderNumberLink id={dispute.orderId} />;
  if (dispute.checkoutId)
    return <span title={dispute.checkoutId}>Checkout {dispute.checkoutId.slice(0, 8)}</span>;
  return <>—</>;
}

/** The disputes on a phone: order and amount; reason, ids and when to answer; the status. */
function DisputePhoneList() {
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
          <RespondBy dispute={d} prefix="Answer by " />
        </>
      )}
      tertiary={(d) => DISPUTE_STATUS_LABELS[d.status]}
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
      title="Disputes"
      search="Dispute or payment id"
      filter={{ source: 'status', label: 'Status', choices: DISPUTE_STATUS_CHOICES }}
      loadError="Error fetching disputes:"
      actions={false}
      empty={false}
    >
      {phone ? (
        <DisputePhoneList />
      ) : (
        <DataTable<DisputeRow> rowClick={false} bulkActionButtons={false} empty={<NoDisputes />}>
          <DataTable.Col
            label="Dispute"
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
            label="Order"
            disableSort
            render={(d: DisputeRow) => <DisputedOrder dispute={d} />}
          />
          <DataTable.Col
            label="Amount"
            source="amount"
            render={(d: DisputeRow) => formatMoney(d.amount)}
          />
          <DataTable.Col
            label="Reason"
            disableSort
            render={(d: DisputeRow) => reasonOf(d.reasonCode)}
          />
          <DataTable.Col
            label="Status"
            source="status"
            render={(d: DisputeRow) => <DisputeStatusChip status={d.status} />}
          />
          <DataTable.Col
            label="Respond by"
            source="respondBy"
            render={(d: DisputeRow) => <RespondBy dispute={d} />}
          />
          <DataTable.Col
            label="Opened"
            source="createdAt"
            render={(d: DisputeRow) => <Moment iso={d.createdAt} />}
          />
        </DataTable>
      )}
    </AdminList>
  );
}
