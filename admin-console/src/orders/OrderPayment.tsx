import { Chip } from '@mui/material';
import { calendarDay, dateTime } from '../common/dateTime';
import { Fact, Facts } from '../common/Facts';
import { DisputeMarker } from './DisputeMarker';
import { OrderRefund } from './OrderRefund';
import type { OrderPageRecord } from './statuses';
import { TaxDocumentButtons } from './TaxDocumentButtons';

/** Paid or not, in words as well as colour. */
function PaidChip({ order }: { order: OrderPageRecord }) {
  return (
    <Chip
      size="small"
      label={order.isPaid ? 'Paid' : 'Not paid'}
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
  const documents = order.invoiceNumber || order.creditNoteNumber;
  return (
    <Facts>
      <Fact label="Method" testId="order-payment-method">
        {order.paymentMethod || '—'}
      </Fact>
      <Fact label="Payment" testId="order-payment">
        <PaidChip order={order} /> {order.paidAt ? `on ${dateTime(order.paidAt)}` : ''}
      </Fact>
      <Fact label="Refund" testId="order-refund-state">
        {order.refund ? <OrderRefund order={order} /> : 'None owed'}
        <DisputeMarker />
      </Fact>
      <Fact label="Delivery" testId="order-delivery">
        {order.deliveredAt
          ? `Delivered on ${dateTime(order.deliveredAt)}`
          : order.estimatedDelivery
            ? `Promised by ${calendarDay(order.estimatedDelivery)}`
            : 'No date promised'}
      </Fact>
      <Fact label="GST documents" testId="order-documents">
        {documents ? <TaxDocumentButtons /> : 'None issued yet'}
      </Fact>
    </Facts>
  );
}
