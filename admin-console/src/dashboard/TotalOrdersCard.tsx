import { Link } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { StatCard } from './StatCard';

/** The Total Orders card, with a link to the orders list. */
export function TotalOrdersCard({ totalOrders }: { totalOrders: number }) {
  const path = useAdminPath();
  return (
    <StatCard
      title="Total Orders"
      value={totalOrders}
      testId="total-orders"
      footer={<Link to={path('/orders')}>Manage orders</Link>}
    />
  );
}
