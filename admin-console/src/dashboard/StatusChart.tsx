import type { AdminSummary } from '@arogya/contracts';
import { Box, Typography } from '@mui/material';
import { ChartTable } from './ChartTable';
import { CHART_HEIGHT } from './chartHeight';
import { useT } from '../i18n';
import { STATUS_COLOURS } from './statusColours';

/**
 * How many orders stand in each status, as horizontal bars in the statuses' colours, each
 * with its count written beside it (so colour is never the only cue); plain SVG, like the
 * revenue chart.
 */
export function StatusChart({ statuses }: { statuses: AdminSummary['ordersByStatus'] }) {
  const t = useT();
  const max = Math.max(1, ...statuses.map((s) => s.count));
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          height: CHART_HEIGHT,
          display: 'grid',
          gridTemplateColumns: '88px 1fr auto',
          columnGap: 1,
          alignContent: 'space-evenly',
          alignItems: 'center',
          rowGap: 1,
        }}
      >
        {statuses.map((s) => (
          <Box key={s.status} sx={{ display: 'contents' }}>
            <Typography variant="body2">{t(`status.${s.status}`)}</Typography>
            <svg
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              width="100%"
              height={24}
              focusable="false"
            >
              <rect width={(s.count / max) * 100} height={10} fill={STATUS_COLOURS[s.status]} />
            </svg>
            <Typography variant="body2">{s.count}</Typography>
          </Box>
        ))}
      </Box>
      <ChartTable
        caption={t('dashboard.ordersByStatus')}
        head={[t('dashboard.status'), t('dashboard.orders')]}
        rows={statuses.map((s) => [t(`status.${s.status}`), String(s.count)])}
      />
    </>
  );
}
