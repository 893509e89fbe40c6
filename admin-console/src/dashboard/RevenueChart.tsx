import type { AdminSummary } from '@arogya/contracts';
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../common/money';
import { displayLocale, useT } from '../i18n';
import { ChartTable } from './ChartTable';
import { CHART_HEIGHT } from './chartHeight';

/** '₹3K', '₹1.2L' ('₹3 हज़ार', '₹1.2 लाख'): the revenue axis's short figures, the Indian way. */
const compact = (n: number) =>
  new Intl.NumberFormat(displayLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(
    n,
  );

/** '24 Nov' ('24 नव॰') for a `YYYY-MM-DD` day. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'short',
  });

const LABELS = 24;

/**
 * Revenue per day as bars: one SVG of plain rectangles, stretched to the card (its text is
 * HTML beside it, so it stays legible at any width). Drawn by the browser in a few
 * milliseconds, where a charting library's measuring and layout took a phone's main thread
 * for hundreds (issue 31); each bar's figure is its tooltip and in the table below.
 */
export function RevenueChart({ days }: { days: AdminSummary['revenueByDay'] }) {
  const t = useT();
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const height = (v: number) => (max > 0 ? (v / max) * 100 : 0);
  const from = days[0] ? shortDay(days[0].day) : '';
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
        >
          <Typography variant="caption">₹{compact(max)}</Typography>
          <Typography variant="caption">₹0</Typography>
        </Box>
        <svg
          viewBox={`0 0 ${Math.max(days.length, 1)} 100`}
          preserveAspectRatio="none"
          width="100%"
          height={CHART_HEIGHT - LABELS}
          aria-hidden="true"
          focusable="false"
          style={{ borderLeft: '1px solid #9e9e9e', borderBottom: '1px solid #9e9e9e' }}
        >
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={i + 0.15}
              width={0.7}
              y={100 - height(d.revenue)}
              height={height(d.revenue)}
              fill="#166534"
            >
              <title>{`${shortDay(d.day)}: ${formatMoney(d.revenue)}`}</title>
            </rect>
          ))}
        </svg>
        <span />
        <Box
          aria-hidden="true"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            height: LABELS,
            alignItems: 'end',
          }}
        >
          <Typography variant="caption">{from}</Typography>
          <Typography variant="caption">{days.length ? shortDay(days.at(-1)!.day) : ''}</Typography>
        </Box>
      </Box>
      <ChartTable
        caption={t('dashboard.revenueSince', { from })}
        head={[t('dashboard.day'), t('dashboard.revenue')]}
        rows={days.map((d) => [shortDay(d.day), formatMoney(d.revenue)])}
      />
    </>
  );
}
