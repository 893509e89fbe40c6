import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminOrder } from './statuses';

/**
 * The order number as the shop shows it ('#' + the id's last 6 characters, SPEC §9), a plain
 * link to the storefront's order page /order/{id}; the whole id is its title.
 */
export function OrderIdLink() {
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  const id = String(order._id ?? order.id);
  return (
    <Link href={`/order/${encodeURIComponent(id)}`} title={id} aria-label={`Order ${id}`}>
      #{id.slice(-6)}
    </Link>
  );
}
