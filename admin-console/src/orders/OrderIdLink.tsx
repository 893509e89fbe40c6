import { useRecordContext } from 'react-admin';
import { OrderNumberLink } from '../common/OrderNumberLink';
import type { AdminOrder } from './statuses';

/** The row's order number, a link to the order's page in the console. */
export function OrderIdLink() {
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  return <OrderNumberLink id={String(order._id ?? order.id)} />;
}
