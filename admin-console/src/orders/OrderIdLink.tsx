import { orderNumber } from '@arogya/contracts';
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminOrder } from './statuses';

/**
 * The order number as the shop shows it everywhere (`orderNumber`, SPEC §9), a plain
 * link to the storefront's order page /order/{id}; the whole id is its title.
 */
export function OrderIdLink() {
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  const id = String(order._id ?? order.id);
  return (
    // the name starts with what the link shows (#a1b2c3), then says whose it is in full
    <Link
      href={`/order/${encodeURIComponent(id)}`}
      title={id}
      aria-label={`${orderNumber(id)}, order ${id}`}
    >
      {orderNumber(id)}
    </Link>
  );
}
