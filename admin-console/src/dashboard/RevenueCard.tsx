import { formatMoney } from '../common/money';
import { useT } from '../i18n';
import { StatCard } from './StatCard';

/** The Revenue card: the server's revenue in rupees with 2 decimals. */
export function RevenueCard({ revenue }: { revenue: number }) {
  const t = useT();
  return <StatCard title={t('dashboard.revenue')} value={formatMoney(revenue)} testId="revenue" />;
}
