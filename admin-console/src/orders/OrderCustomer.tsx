import { Link } from '@mui/material';
import { LinkBase, useGetOne } from 'react-admin';
import { Fact, Facts } from '../common/Facts';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import type { OrderPageRecord } from './statuses';

/**
 * The customer's e-mail address, read from their account (an order keeps only their name); a
 * dash when the account has none or was erased.
 */
function CustomerEmail({ userId }: { userId: string }) {
  const { data } = useGetOne<{ id: string; email?: string | null }>(
    'users',
    { id: userId },
    { enabled: !!userId, retry: false },
  );
  return <>{data?.email || '—'}</>;
}

/** The customer's name, a link to their page in the console. */
function CustomerName({ order }: { order: OrderPageRecord }) {
  const path = useAdminPath();
  const t = useT();
  const user = order.user;
  if (!user?._id) return <>{user?.name || '—'}</>;
  return (
    <Link
      component={LinkBase}
      to={path(`/users/${encodeURIComponent(user._id)}/show`)}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 500 }}
    >
      {user.name || t('orders.page.unnamedCustomer')}
    </Link>
  );
}

/**
 * Who ordered and where it goes: the customer (name, e-mail), and the shipping address with
 * its phone, PIN and state, as the courier's label needs them.
 */
export function OrderCustomer({ order }: { order: OrderPageRecord }) {
  const t = useT();
  const a = order.shippingAddress;
  return (
    <Facts>
      <Fact label={t('orders.page.customer')} testId="order-customer">
        <CustomerName order={order} />
      </Fact>
      <Fact label={t('orders.page.email')} testId="order-email">
        <CustomerEmail userId={order.user?._id ?? ''} />
      </Fact>
      <Fact label={t('orders.page.phone')} testId="order-phone">
        {a.phone ? (
          <Link
            href={`tel:${a.phone}`}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {a.phone}
          </Link>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={t('orders.page.shipTo')} testId="order-address">
        {`${a.firstName} ${a.lastName}`.trim()}
        <br />
        {a.address}
        <br />
        {a.city}, {a.state || t('orders.page.stateNotGiven')}{' '}
        <span data-testid="order-pin">{a.postalCode}</span>
        <br />
        {a.country}
      </Fact>
    </Facts>
  );
}
