import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { RecentOrders } from './RecentOrders';
import { RevenueCard } from './RevenueCard';
import { StatCard } from './StatCard';
import { useSummary } from './useSummary';

/** The admin dashboard (SPEC §2): revenue, order and product counts, and recent orders. */
export function Dashboard() {
  const { summary, loading, error } = useSummary();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Admin Dashboard" />
      {loading && <Typography>Loading...</Typography>}
      {error && <Typography color="error">Error: {error}</Typography>}
      {summary && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <RevenueCard revenue={summary.revenue} />
            <StatCard
              title="Total Orders"
              value={summary.totalOrders}
              testId="total-orders"
              manage="orders"
            />
            <StatCard
              title="Total Products"
              value={summary.totalProducts}
              testId="total-products"
              manage="products"
            />
          </Box>
          <RecentOrders orders={summary.recentOrders ?? []} />
        </>
      )}
    </Box>
  );
}
