import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { orderNumber, type AdminSummary } from '@arogya/contracts';
import { formatMoney } from '../common/money';
import { useT } from '../i18n';

/** The Recent Orders table (order id, user, total, status) or 'No recent order found'. */
export function RecentOrders({ orders }: { orders: AdminSummary['recentOrders'] }) {
  const t = useT();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('dashboard.recentOrders')}
        </Typography>
        {/* scrolls sideways on a phone: reachable and scrollable with the keyboard too */}
        <TableContainer tabIndex={0} aria-label={t('dashboard.recentOrdersTable')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.orderId')}</TableCell>
                <TableCell>{t('dashboard.user')}</TableCell>
                <TableCell>{t('dashboard.totalPrice')}</TableCell>
                <TableCell>{t('dashboard.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} align="center">
                    {t('dashboard.noRecentOrder')}
                  </TableCell>
                </TableRow>
              ) : (
                orders.map((order) => (
                  <TableRow key={order._id}>
                    <TableCell title={order._id}>{orderNumber(order._id)}</TableCell>
                    <TableCell>{order.user?.name ?? ''}</TableCell>
                    <TableCell>{formatMoney(order.totalPrice)}</TableCell>
                    <TableCell>{t(`status.${order.status}`)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
