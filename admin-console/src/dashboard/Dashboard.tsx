import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { RecentOrders } from './RecentOrders';
import { RevenueCard } from './RevenueCard';
import { TotalOrdersCard } from './TotalOrdersCard';
import { TotalProductsCard } from './TotalProductsCard';
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
            <TotalOrdersCard totalOrders={summary.totalOrders} />
            <TotalProductsCard totalProducts={summary.totalProducts} />
          </Box>
          <RecentOrders orders={summary.recentOrders ?? []} />
        </>
      )}
    </Box>
  );
}
