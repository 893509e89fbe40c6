import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { formatMoney } from '../common/money';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { MarkDeliveredButton } from './MarkDeliveredButton';
import { OrderIdLink } from './OrderIdLink';
import { StatusSelect } from './StatusSelect';
import { TaxDocumentButtons } from './TaxDocumentButtons';
import { REFUND_LABELS, STATUS_CHOICES, type AdminOrder } from './statuses';

/** Where a cancelled paid order's refund stands; a failed one in the error colour. */
function RefundState({ refund }: { refund: AdminOrder['refund'] }) {
  if (!refund) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block' }}
      data-testid="order-refund"
      color={refund.status === 'failed' ? 'error' : 'text.primary'}
    >
      {REFUND_LABELS[refund.status]}
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
          <RefundState refund={o.refund ?? null} />
        </>
      )}
      actions={
        <>
          <StatusSelect />
          <MarkDeliveredButton />
          <TaxDocumentButtons />
        </>
      }
      empty={<NoOrders />}
    />
  );
}

/**
 * The orders table (SPEC §2 "Admin orders"): id, customer, total, status and 'Mark as
 * Delivered'; a SimpleList of the same on a phone.
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
            <StatusSelect />
          </DataTable.Col>
          <DataTable.Col
            label="Refund"
            disableSort
            render={(o: AdminOrder) => <RefundState refund={o.refund ?? null} />}
          />
          <DataTable.Col label="Actions" disableSort>
            <MarkDeliveredButton />
          </DataTable.Col>
          <DataTable.Col label="GST documents" disableSort>
            <TaxDocumentButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
