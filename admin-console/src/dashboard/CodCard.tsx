import type { CodSummary } from '@arogya/contracts';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { formatMoney } from '../common/money';
import { useT } from '../i18n';
import { listPath } from './listPath';

/**
 * Cash on delivery at a glance (issue 32): its share of the last 30 days' orders, the cash
 * still to be collected on confirmed and shipped orders (a link to them), the orders awaiting
 * their shopper's code, and the returns to origin by zone over 90 days, the worst first in
 * size of the zone (a list, so that it reads on a phone as on a desk).
 */
export function CodCard({ cod }: { cod: CodSummary }) {
  const t = useT();
  const path = useAdminPath();
  return (
    <Card sx={{ mb: 2 }} data-testid="cod-card">
      <CardContent>
        <Typography variant="subtitle1" color="text.secondary">
          {t('dashboard.cod.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 1 }}>
          <Typography data-testid="cod-share">
            {t('dashboard.cod.share', {
              percent: cod.sharePercent,
              cod: cod.codOrders,
              orders: cod.orders,
            })}
          </Typography>
          <Typography data-testid="cod-to-collect">
            {t('dashboard.cod.toCollect', {
              amount: formatMoney(cod.toCollect.amount),
              smart_count: cod.toCollect.orders,
            })}
          </Typography>
          <Typography data-testid="cod-awaiting">
            {t('dashboard.cod.awaiting', { smart_count: cod.awaitingConfirmation })}
          </Typography>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('dashboard.cod.rtoTitle')}
        </Typography>
        {cod.rtoByZone.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="cod-rto-none">
            {t('dashboard.cod.rtoNone')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {cod.rtoByZone.map((z) => (
              <li key={z.zone ?? 'none'} data-testid="cod-rto-zone">
                {t('dashboard.cod.rtoZone', {
                  name: z.name,
                  percent: z.ratePercent,
                  returned: z.returned,
                  settled: z.delivered + z.returned,
                })}
              </li>
            ))}
          </Box>
        )}
        <Link
          component={LinkBase}
          to={path(listPath('orders', { paymentMethod: 'COD', status: 'Shipped' }))}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mt: 1 }}
        >
          {t('dashboard.cod.viewShipped')}
        </Link>
      </CardContent>
    </Card>
  );
}
