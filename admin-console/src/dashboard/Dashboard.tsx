import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { AdminSummary } from '@arogya/contracts';
import { CodCard } from './CodCard';
import { DashboardCharts } from './DashboardCharts';
import { ExpiringBatchesCard } from './ExpiringBatchesCard';
import { FailedRefundsCard } from './FailedRefundsCard';
import { OpenDisputesCard } from './OpenDisputesCard';
import { RecentOrders } from './RecentOrders';
import { RevenueCard } from './RevenueCard';
import { StatCard } from './StatCard';
import { useT } from '../i18n';
import { useSummary } from './useSummary';

/** Under the products' count: the variants they are sold as, and how many are sold out. */
function VariantCounts({ summary }: { summary: AdminSummary }) {
  const t = useT();
  const out = summary.variantsOutOfStock;
  const [before, after] = t('dashboard.variants', { count: '\u0000' }).split('\u0000');
  return (
    <Typography variant="body2" sx={{ mb: 1 }} data-testid="variant-counts">
      {before}
      <span data-testid="total-variants">{summary.totalVariants}</span>
      {after} ·{' '}
      <Box
        component="span"
        data-testid="variants-out-of-stock"
        sx={{ color: out > 0 ? 'error.main' : 'text.secondary', fontWeight: out > 0 ? 500 : 400 }}
      >
        {t('dashboard.outOfStock', { count: out })}
      </Box>
    </Typography>
  );
}

/**
 * The admin dashboard (SPEC §2): revenue, order and product counts (with the variants: issue
 * 30), the money that needs an admin (open disputes, failed refunds: issue 27), the batches
 * near their last day on sale (issue 30), cash on delivery's figures (issue 32), a chart of revenue per day and one of
 * orders by status, and recent orders.
 */
export function Dashboard() {
  const t = useT();
  const { summary, loading, error } = useSummary();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('dashboard.title')} />
      {loading && <Typography>{t('common.loadingDots')}</Typography>}
      {error && <Typography color="error">{t('common.error', { error })}</Typography>}
      {summary && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <RevenueCard revenue={summary.revenue} />
            <StatCard
              title={t('dashboard.totalOrders')}
              value={summary.totalOrders}
              testId="total-orders"
              manage="orders"
            />
            <StatCard
              title={t('dashboard.totalProducts')}
              value={summary.totalProducts}
              testId="total-products"
              note={<VariantCounts summary={summary} />}
              manage="products"
            />
          </Box>
          {/* money that needs an admin, a row of its own */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <OpenDisputesCard />
            <FailedRefundsCard />
          </Box>
          {summary.cod && <CodCard cod={summary.cod} />}
          <ExpiringBatchesCard />
          <DashboardCharts summary={summary} />
          <RecentOrders orders={summary.recentOrders ?? []} />
        </>
      )}
    </Box>
  );
}
