import { formatMoney } from '../common/money';
import { StatCard } from './StatCard';

/** The Revenue card: the server's revenue in rupees with 2 decimals. */
export function RevenueCard({ revenue }: { revenue: number }) {
  return <StatCard title="Revenue" value={formatMoney(revenue)} testId="revenue" />;
}
