import { Stack, Typography } from '@mui/material';
import { DataTable, Link } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { formatMoney } from '../common/money';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { useAdminPath } from '../common/useAdminPath';
import { DisputeMarker } from './DisputeMarker';
import { MarkDeliveredButton } from './MarkDeliveredButton';
import { OrderIdLink } from './OrderIdLink';
import { OrderMessagesLink } from './OrderMessagesLink';
import { StatusSelect } from './StatusSelect';
import { TaxDocumentButtons } from './TaxDocumentButtons';
import { REFUND_LABELS, STATUS_CHOICES, type AdminOrder } from './statuses';

/**
 * Where a cancelled paid order's refund stands; a failed one in the error colour, a link to it
 * in the refunds list (where it is retried, or recorded refunded outside the shop).
 */
function RefundState({ order }: { order: AdminOrder }) {
  const path = useAdminPath();
  const refund = order.refund;
  if (!refund) return null;
  const label = REFUND_LABELS[refund.status];
  const filter = encodeURIComponent(JSON.stringify({ q: String(order._id ?? order.id) }));
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block' }}
      data-testid="order-refund"
      color={refund.status === 'failed' ? 'error' : 'text.primary'}
    >
      {refund.status === 'failed' ? (
        <Link to={path(`/refunds?filter=${filter}`)} sx={{ color: 'inherit' }}>
          {label}
        </Link>
      ) : (
        label
      )}
    </Typography>
  );
}

const NoOrders = () => <Typography sx={{ p: 2 }}>No Orders Found</Typography>;

const date = (o: AdminOrder) => new Date(o.createdAt).toLocaleDateString('en-IN');

/** The orders on a phone: number and customer, date and refund, total; status and delivery. */
function OrderPhoneList() {
  return (
    <PhoneList<AdminOrder>
      primary={(o) => (
        <>
          <OrderIdLink /> · {o.user?.name ?? ''}
        </>
      )}
      tertiary={(o) => formatMoney(o.totalPrice)}
      secondary={(o) => (
        <>
          {date(o)}
          <RefundState order={o} />
        </>
      )}
      actions={
        <>
          <DisputeMarker />
          <StatusSelect />
          <MarkDeliveredButton />
          <TaxDocumentButtons />
          <OrderMessagesLink />
        </>
      }
      empty={<NoOrders />}
    />
  );
}

/**
 * The orders table (SPEC §2 "Admin orders"): id, customer, total, status and 'Mark as
 * Delivered', with the refund of a cancelled paid order and "Disputed" while a chargeback of
 * its payment is undecided (issue 27), and each order's messages (issue 28); a SimpleList of
 * the same on a phone.
 */
export function OrderList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title="Orders"
      search="Search customer or order id"
      filter={{ source: 'status', label: 'Status', choices: STATUS_CHOICES }}
      loadError="Error fetching orders:"
      actions={false}
      empty={<NoOrders />}
    >
      {phone ? (
        <OrderPhoneList />
      ) : (
        <DataTable<AdminOrder> rowClick={false} bulkActionButtons={false} empty={<NoOrders />}>
          <DataTable.Col label="Order ID" disableSort>
            <OrderIdLink />
          </DataTable.Col>
          <DataTable.Col label="Date" source="createdAt" render={date} />
          <DataTable.Col label="Customer" disableSort render={(o) => o.user?.name ?? ''} />
          <DataTable.Col
            label="Total"
            source="totalPrice"
            render={(o) => formatMoney(o.totalPrice)}
          />
          <DataTable.Col label="Status" source="status">
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <StatusSelect />
              <DisputeMarker />
            </Stack>
          </DataTable.Col>
          <DataTable.Col
            label="Refund"
            disableSort
            render={(o: AdminOrder) => <RefundState order={o} />}
          />
          <DataTable.Col label="Actions" disableSort>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <MarkDeliveredButton />
              <OrderMessagesLink />
            </Stack>
          </DataTable.Col>
          <DataTable.Col label="GST documents" disableSort>
            <TaxDocumentButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
