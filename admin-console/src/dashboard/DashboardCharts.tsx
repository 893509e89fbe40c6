import { Box, Card, CardContent, Typography } from '@mui/material';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminSummary } from '@arogya/contracts';
import { formatMoney } from '../common/money';
import { CHART_HEIGHT } from './chartHeight';
import { STATUS_COLOURS } from './statusColours';
import { visuallyHidden } from '../common/visuallyHidden';

/** '₹3K', '₹1.2L': the revenue axis's short figures, the Indian way. */
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** '24 Nov' for a `YYYY-MM-DD` day. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** A chart's figures as a table only screen readers see: the SVG itself says nothing. */
function ChartTable(props: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.head[0]}</th>
          <th scope="col">{props.head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function ChartCard(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card sx={{ flex: '1 1 320px', minWidth: 0 }} data-testid={props.testId}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's charts (loaded on their own, after the figures): revenue per day over the
 * last days, and how many orders stand in each status, each with its figures as a table for
 * screen readers.
 */
export default function DashboardCharts({ summary }: { summary: AdminSummary }) {
  const days = summary.revenueByDay;
  const statuses = summary.ordersByStatus;
  const from = days[0] ? shortDay(days[0].day) : '';
  // the second chart mounts in a later transition: two short tasks rather than one long one
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <ChartCard title={`Revenue per day (last ${days.length} days)`} testId="revenue-chart">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[
            { data: days.map((d) => shortDay(d.day)), scaleType: 'band', tickLabelMinGap: 24 },
          ]}
          yAxis={[{ valueFormatter: (v: number) => `₹${compact.format(v)}`, width: 56 }]}
          series={[
            {
              data: days.map((d) => d.revenue),
              label: 'Revenue',
              color: '#166534',
              valueFormatter: (v) => formatMoney(v ?? 0),
            },
          ]}
          hideLegend
          skipAnimation
          margin={{ left: 8, right: 8 }}
        />
        <ChartTable
          caption={`Revenue per day since ${from}`}
          head={['Day', 'Revenue']}
          rows={days.map((d) => [shortDay(d.day), formatMoney(d.revenue)])}
        />
      </ChartCard>
      <ChartCard title="Orders by status" testId="status-chart">
        {second ? (
          <BarChart
            height={CHART_HEIGHT}
            layout="horizontal"
            xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => String(v) }]}
            yAxis={[
              {
                data: statuses.map((s) => s.status),
                scaleType: 'band',
                width: 88,
                colorMap: {
                  type: 'ordinal',
                  values: statuses.map((s) => s.status),
                  colors: statuses.map((s) => STATUS_COLOURS[s.status]),
                },
              },
            ]}
            series={[
              {
                data: statuses.map((s) => s.count),
                label: 'Orders',
                barLabel: 'value',
                barLabelPlacement: 'outside',
              },
            ]}
            hideLegend
            skipAnimation
            margin={{ right: 16 }}
          />
        ) : (
          <Box sx={{ height: CHART_HEIGHT }} />
        )}
        <ChartTable
          caption="Orders by status"
          head={['Status', 'Orders']}
          rows={statuses.map((s) => [s.status, String(s.count)])}
        />
      </ChartCard>
    </Box>
  );
}
