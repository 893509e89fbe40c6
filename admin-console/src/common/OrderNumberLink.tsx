import { orderNumber } from '@arogya/contracts';
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useT } from '../i18n';
import { useAdminPath } from './useAdminPath';

/**
 * Order `id` as the shop shows it everywhere (`orderNumber`, SPEC §9), a link to the order's
 * page in the console (address with phone and PIN, lines with their variant, payment, history
 * and what may be done next); the storefront's page showed the shopper's view, without them.
 * The whole id is its title.
 */
export function OrderNumberLink({ id }: { id: string }) {
  const path = useAdminPath();
  const t = useT();
  return (
    // the name starts with what the link shows (#a1b2c3), then says whose it is in full
    <Link
      component={LinkBase}
      to={path(`/orders/${encodeURIComponent(id)}/show`)}
      title={id}
      aria-label={t('common.orderLinkName', { number: orderNumber(id), id })}
      data-testid="order-link"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 500 }}
    >
      {orderNumber(id)}
    </Link>
  );
}
