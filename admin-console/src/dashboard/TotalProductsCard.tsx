import { Link } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { StatCard } from './StatCard';

/** The Total Products card, with a link to the products list. */
export function TotalProductsCard({ totalProducts }: { totalProducts: number }) {
  const path = useAdminPath();
  return (
    <StatCard
      title="Total Products"
      value={totalProducts}
      testId="total-products"
      footer={<Link to={path('/products')}>Manage products</Link>}
    />
  );
}
