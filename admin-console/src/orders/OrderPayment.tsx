import type { CodRuleHeld } from '@arogya/contracts';
import { Chip } from '@mui/material';
import { calendarDay, dateTime } from '../common/dateTime';
import { Fact, Facts } from '../common/Facts';
import { CashRefundButton } from '../cod-cash/CashRefundButton';
import { DisputeMarker } from './DisputeMarker';
import { OrderRefund } from './OrderRefund';
import { useT, type T } from '../i18n';
import type { OrderPageRecord } from './statuses';
import { TaxDocumentButtons } from './TaxDocumentButtons';

/**
 * A rule that withheld cash on delivery, in the console's language from its figures; the
 * server's English words for a decision kept without them.
 */
const ruleText = (t: T, r: CodRuleHeld) =>
  r.figures ? t(`orders.codRule.${r.rule}`, r.figures) : r.detail;

/** Paid or not, in words as well as colour. */
function PaidChip({ order }: { order: OrderPageRecord }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={order.isPaid ? t('orders.page.paid') : t('orders.page.notPaid')}
      color={order.isPaid ? 'success' : 'warning'}
      // MUI's warning orange under white text reads at 3:1; a darker amber at 7:1 (WCAG AA)
      sx={order.isPaid ? undefined : { bgcolor: '#92400e', color: '#fff' }}
      data-testid="order-paid"
    />
  );
}

/**
 * How the order was paid and what followed: the method, paid or not and when, its refund and
 * dispute, the delivery promised and kept, its GST invoice and credit note, and whether its
 * checkout was offered cash on delivery, with the rules that withheld it (issue 32).
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
        <CashRefundButton order={order} />
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
      {order.codDecision && (
        <Fact label={t('orders.page.codDecision')} testId="order-cod-decision">
          {order.codDecision.offered ? (
            t('orders.page.codOffered')
          ) : (
            <>
              {t('orders.page.codWithheld')}
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {(order.codDecision.rules ?? []).map((r) => (
                  <li key={r.rule}>{ruleText(t, r)}</li>
                ))}
              </ul>
            </>
          )}
        </Fact>
      )}
    </Facts>
  );
}
