import type { AdminSummary } from '@arogya/contracts';
import { Box } from '@mui/material';
import { ChartCard } from './ChartCard';
import { RevenueChart } from './RevenueChart';
import { useT } from '../i18n';
import { StatusChart } from './StatusChart';

/**
 * The dashboard's charts: revenue per day over the last days, and how many orders stand in
 * each status, each with its figures as a table for screen readers.
 */
export function DashboardCharts({ summary }: { summary: AdminSummary }) {
  const t = useT();
  const days = summary.revenueByDay;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <ChartCard
        title={t('dashboard.revenuePerDay', { count: days.length })}
        testId="revenue-chart"
      >
        <RevenueChart days={days} />
      </ChartCard>
      <ChartCard title={t('dashboard.ordersByStatus')} testId="status-chart">
        <StatusChart statuses={summary.ordersByStatus} />
      </ChartCard>
    </Box>
  );
}
