import { orderNumber } from '@arogya/contracts';
import { Stack, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { formatMoney } from '../common/money';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { BULK_MOVES } from './BulkStatusButton';
import { DisputeMarker } from './DisputeMarker';
import { MarkDeliveredButton } from './MarkDeliveredButton';
import { OrderIdLink } from './OrderIdLink';
import { OrderMessagesLink } from './OrderMessagesLink';
import { OrderRefund } from './OrderRefund';
import { PhoneBulkBar } from '../common/PhoneBulkBar';
import { SelectRowBox } from '../common/SelectRowBox';
import { StatusSelect } from './StatusSelect';
import { TaxDocumentButtons } from './TaxDocumentButtons';
import { displayLocale, k, useT } from '../i18n';
import { METHOD_CHOICES, STATUS_CHOICES, type AdminOrder } from './statuses';

function NoOrders() {
  const t = useT();
  return <Typography sx={{ p: 2 }}>{t('orders.none')}</Typography>;
}

const date = (o: AdminOrder) => new Date(o.createdAt).toLocaleDateString(displayLocale());

/**
 * The orders on a phone: number and customer, date and refund, total; a tick box for the bulk
 * moves, status and delivery.
 */
function OrderPhoneList() {
  const t = useT();
  return (
    <>
      <PhoneBulkBar actions={BULK_MOVES} />
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
            <OrderRefund order={o} />
          </>
        )}
        actions={
          <>
            <SelectRowBox<AdminOrder>
              label={(o) => t('orders.selectOrder', { number: orderNumber(String(o._id ?? o.id)) })}
              testId="select-order"
            />
            <DisputeMarker />
            <StatusSelect />
            <MarkDeliveredButton />
            <TaxDocumentButtons />
            <OrderMessagesLink />
          </>
        }
        empty={<NoOrders />}
      />
    </>
  );
}

/**
 * The orders table (SPEC §2 "Admin orders"): id (a link to the order's page), customer, total,
 * status and 'Mark as Delivered', with the refund of a cancelled paid order and "Disputed"
 * while a chargeback of its payment is undecided (issue 27), and each order's messages (issue
 * 28); selected orders move to Shipped or Delivered together (issue 31). A SimpleList of the
 * same on a phone.
 */
export function OrderList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('orders.title')}
      search={k('orders.search')}
      filter={[
        {
          source: 'status',
          label: k('resources.orders.fields.status'),
          choices: STATUS_CHOICES,
        },
        {
          source: 'paymentMethod',
          label: k('resources.orders.fields.paymentMethod'),
          choices: METHOD_CHOICES,
        },
      ]}
      loadError={k('orders.loadError')}
      actions={false}
      empty={<NoOrders />}
    >
      {phone ? (
        <OrderPhoneList />
      ) : (
        <DataTable<AdminOrder> rowClick={false} bulkActionButtons={BULK_MOVES} empty={<NoOrders />}>
          <DataTable.Col label={k('resources.orders.fields.id')} disableSort>
            <OrderIdLink />
          </DataTable.Col>
          <DataTable.Col source="createdAt" render={date} />
          <DataTable.Col
            label={k('resources.orders.fields.customer')}
            disableSort
            render={(o) => o.user?.name ?? ''}
          />
          <DataTable.Col source="totalPrice" render={(o) => formatMoney(o.totalPrice)} />
          <DataTable.Col source="status">
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <StatusSelect />
              <DisputeMarker />
            </Stack>
          </DataTable.Col>
          <DataTable.Col
            label={k('resources.orders.fields.refund')}
            disableSort
            render={(o: AdminOrder) => <OrderRefund order={o} />}
          />
          <DataTable.Col label={k('resources.orders.fields.actions')} disableSort>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <MarkDeliveredButton />
              <OrderMessagesLink />
            </Stack>
          </DataTable.Col>
          <DataTable.Col label={k('resources.orders.fields.documents')} disableSort>
            <TaxDocumentButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
