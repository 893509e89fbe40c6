import { Chip } from '@mui/material';
import { calendarDay, dateTime } from '../common/dateTime';
import { Fact, Facts } from '../common/Facts';
import { DisputeMarker } from './DisputeMarker';
import { OrderRefund } from './OrderRefund';
import { useT } from '../i18n';
import type { OrderPageRecord } from './statuses';
import { TaxDocumentButtons } from './TaxDocumentButtons';

/** Paid or not, in words as well as colour. */
function PaidChip({ order }: { order: OrderPageRecord }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={order.isPaid ? t('orders.page.paid') : t('orders.page.notPaid')}
      color={order.isPaid ? 'success' : 'warning'}
      data-testid="order-paid"
    />
  );
}

/**
 * How the order was paid and what followed: the method, paid or not and when, its refund and
 * dispute, the delivery promised and kept, and its GST invoice and credit note.
 */
export function OrderPayment({ order }: { order: OrderPageRecord }) {
  const t = useT();
  const documents = order.invoiceNumber || order.creditNoteNumber;
  return (
    <Facts>
      <Fact label={t('orders.page.method')} testId="order-payment-method">
        {order.paymentMethod || '—'}
      </Fact>
      <Fact label={t('orders.page.payment')} testId="order-payment">
        <PaidChip order={order} />{' '}
        {order.paidAt ? t('orders.page.paidOn', { when: dateTime(order.paidAt) }) : ''}
      </Fact>
      <Fact label={t('orders.page.refund')} testId="order-refund-state">
        {order.refund ? <OrderRefund order={order} /> : t('orders.page.noneOwed')}
        <DisputeMarker />
      </Fact>
      <Fact label={t('orders.page.delivery')} testId="order-delivery">
        {order.deliveredAt
          ? t('orders.page.deliveredOn', { when: dateTime(order.deliveredAt) })
          : order.estimatedDelivery
            ? t('orders.page.promisedBy', { day: calendarDay(order.estimatedDelivery) })
            : t('orders.page.noDatePromised')}
      </Fact>
      <Fact label={t('orders.page.gstDocuments')} testId="order-documents">
        {documents ? <TaxDocumentButtons /> : t('orders.page.noneIssued')}
      </Fact>
    </Facts>
  );
}
