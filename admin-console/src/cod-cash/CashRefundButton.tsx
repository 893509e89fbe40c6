import { AccountRefundButton } from '../common/AccountRefundButton';
import { formatMoney } from '../common/money';
import type { OrderPageRecord } from '../orders/statuses';
import { useT } from '../i18n';

/**
 * 'Refund to account' (issue 32): a delivered cash order has no card to refund, so staff send
 * the money back by UPI or bank transfer and record it here with its reference; the order's
 * refund is then processed and its credit note issued. Only for a delivered cash order with no
 * refund yet.
 */
export function CashRefundButton({ order }: { order: OrderPageRecord }) {
  const t = useT();
  if (order.paymentMethod !== 'COD' || order.status !== 'Delivered' || order.refund) return null;
  return (
    <AccountRefundButton
      label={t('orders.cashRefund.button')}
      title={t('orders.cashRefund.title')}
      body={t('orders.cashRefund.body', { amount: formatMoney(order.totalPrice) })}
      done={t('orders.cashRefund.done')}
      testId="cash-refund"
      size="small"
      send={(dp, r) => dp.cashRefund(order.id, r)}
      sx={{ mt: 1 }}
    />
  );
}
