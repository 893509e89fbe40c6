import type { OrderHistoryEntry } from '@arogya/contracts';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { dateTime } from '../common/dateTime';
import { errorMessage } from '../common/errorMessage';
import { useT, type T } from '../i18n';
import { statusName, type OrderPageRecord } from './statuses';

/** Who made a move, in words: an admin's id is no help to the reader. */
const actorOf = (t: T, actor: string) =>
  actor.startsWith('admin:') ? t('orders.page.anAdmin') : actor;

/** "Processing → Shipped", or the state it began in. */
const moveOf = (t: T, e: OrderHistoryEntry) =>
  e.from
    ? `${statusName(t, e.from)} → ${statusName(t, e.to)}`
    : t('orders.page.placedAs', { status: statusName(t, e.to) });

/**
 * Every status change of the order, oldest first (`GET /api/admin/orders/:id/history`), read
 * again whenever the order's status changes on this page.
 */
export function OrderHistory({ order }: { order: OrderPageRecord }) {
  const t = useT();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ entries?: OrderHistoryEntry[]; error?: string }>({});
  useEffect(() => {
    let live = true;
    dataProvider
      .getOrderHistory(order.id)
      .then((entries) => live && setState({ entries }))
      .catch((e: unknown) => live && setState({ error: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, [dataProvider, order.id, order.status]);
  if (state.error)
    return (
      <Typography color="error">{t('orders.page.historyError', { error: state.error })}</Typography>
    );
  if (!state.entries) return <Typography>{t('orders.page.historyLoading')}</Typography>;
  if (state.entries.length === 0) return <Typography>{t('orders.page.historyEmpty')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {state.entries.map((e, i) => (
        <Box component="li" key={`${e.at}-${i}`} data-testid="order-history-entry" sx={{ mb: 1 }}>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {moveOf(t, e)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('orders.page.by', { when: dateTime(e.at), who: actorOf(t, e.actor) })}
            {e.note ? ` — ${e.note}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
