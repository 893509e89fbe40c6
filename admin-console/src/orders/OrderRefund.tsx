import { Typography } from '@mui/material';
import { Link } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import { REFUND_LABELS, type AdminOrder } from './statuses';

/**
 * Where a cancelled paid order's refund stands; a failed one in the error colour, a link to it
 * in the refunds list (where it is retried, or recorded refunded outside the shop).
 */
export function OrderRefund({ order }: { order: AdminOrder }) {
  const path = useAdminPath();
  const t = useT();
  const refund = order.refund;
  if (!refund) return null;
  const label = t(REFUND_LABELS[refund.status]);
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
