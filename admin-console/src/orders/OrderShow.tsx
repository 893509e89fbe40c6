import { orderNumber } from '@arogya/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { dateTime } from '../common/dateTime';
import { LinkButton } from '../common/LinkButton';
import { Section } from '../common/Section';
import { useAdminPath } from '../common/useAdminPath';
import { NextActions } from './NextActions';
import { OrderCustomer } from './OrderCustomer';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderMessagesLink } from './OrderMessagesLink';
import { OrderPayment } from './OrderPayment';
import { useT } from '../i18n';
import { isOrderPage, type OrderPageRecord } from './statuses';
import { useShownRecord } from '../common/useShownRecord';

function Actions() {
  const path = useAdminPath();
  const t = useT();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <LinkButton to={path('/orders')} startIcon={<ArrowBackIcon />} sx={{ minHeight: 44 }}>
        {t('orders.page.allOrders')}
      </LinkButton>
      <OrderMessagesLink />
    </TopToolbar>
  );
}

/** The order's status and when it was placed, above everything else. */
function Summary({ order }: { order: OrderPageRecord }) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip
        label={t(`status.${order.status}`)}
        color="primary"
        variant="outlined"
        data-testid="order-status"
      />
      <Typography color="text.secondary">
        {t('orders.page.placed', { when: dateTime(order.createdAt) })}
      </Typography>
    </Stack>
  );
}

function OrderPage() {
  const t = useT();
  const { record: order, fallback } = useShownRecord<OrderPageRecord>(
    isOrderPage,
    'orders.page.what',
    'orders.page.loading',
  );
  if (!order) return fallback;
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="order-page">
      <Summary order={order} />
      <Section title={t('orders.page.nextStep')} testId="order-next">
        <NextActions order={order} />
      </Section>
      <Section title={t('orders.page.customerAndDelivery')} testId="order-customer-section">
        <OrderCustomer order={order} />
      </Section>
      <Section title={t('orders.page.items')} testId="order-items">
        <OrderLines order={order} />
      </Section>
      <Section title={t('orders.page.payment')} testId="order-payment-section">
        <OrderPayment order={order} />
      </Section>
      <Section title={t('orders.page.statusHistory')} testId="order-history">
        <OrderHistory order={order} />
      </Section>
    </Box>
  );
}

const Title = () => {
  const t = useT();
  const order = useRecordContext<OrderPageRecord>();
  return (
    <>
      {order
        ? t('orders.page.title', { number: orderNumber(String(order._id ?? order.id)) })
        : t('orders.page.titleLoading')}
    </>
  );
};

/**
 * An order's page (issue 31): who ordered and where it goes (phone, PIN, state), each line
 * with its variant and SKU, the payment, refund and GST documents, the status history and the
 * moves the server allows next. The list's order numbers open it.
 */
export function OrderShow() {
  return (
    <Show
      title={<Title />}
      actions={<Actions />}
      error={false}
      queryOptions={{ onError: () => undefined }}
    >
      <OrderPage />
    </Show>
  );
}
