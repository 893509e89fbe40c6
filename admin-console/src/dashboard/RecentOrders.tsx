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

/** The Recent Orders table (order id, user, total, status) or 'No recent order found'. */
export function RecentOrders({ orders }: { orders: AdminSummary['recentOrders'] }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Recent Orders
        </Typography>
        {/* scrolls sideways on a phone: reachable and scrollable with the keyboard too */}
        <TableContainer tabIndex={0} aria-label="Recent orders">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Order ID</TableCell>
                <TableCell>User</TableCell>
                <TableCell>Total Price</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} align="center">
                    No recent order found
                  </TableCell>
                </TableRow>
              ) : (
                orders.map((order) => (
                  <TableRow key={order._id}>
                    <TableCell title={order._id}>{orderNumber(order._id)}</TableCell>
                    <TableCell>{order.user?.name ?? ''}</TableCell>
                    <TableCell>{formatMoney(order.totalPrice)}</TableCell>
                    <TableCell>{order.status}</TableCell>
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
