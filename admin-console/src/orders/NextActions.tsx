import type { OrderStatus } from '@arogya/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { ACTION_LABELS, type OrderPageRecord } from './statuses';
import { k, useT } from '../i18n';
import { useSetStatus } from './useSetStatus';

/**
 * The moves the server allows from the order's status (its `allowedStatuses`), one button
 * each; cancelling asks first, since it reverses the invoice and refunds a paid order.
 */
export function NextActions({ order }: { order: OrderPageRecord }) {
  const t = useT();
  const { setStatus, isPending } = useSetStatus(order);
  const [confirming, setConfirming] = useState(false);
  const allowed = order.allowedStatuses ?? [];
  if (allowed.length === 0)
    return (
      <Typography data-testid="order-no-actions">
        {t('orders.page.nothingMore', { status: t(`status.${order.status}`) })}
      </Typography>
    );
  const act = (s: OrderStatus) => (s === 'Cancelled' ? setConfirming(true) : setStatus(s));
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="order-actions">
      {allowed.map((s) => (
        <Button
          key={s}
          variant={s === 'Cancelled' ? 'outlined' : 'contained'}
          color={s === 'Cancelled' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={() => act(s)}
          sx={{ minHeight: 44 }}
        >
          {t(ACTION_LABELS[s])}
        </Button>
      ))}
      <Confirm
        isOpen={confirming}
        title={k('orders.page.cancelTitle')}
        content={order.isPaid ? k('orders.page.cancelPaid') : k('orders.page.cancelUnpaid')}
        confirm={k('orders.page.cancelConfirm')}
        cancel={k('orders.page.keepIt')}
        onConfirm={() => {
          setConfirming(false);
          setStatus('Cancelled');
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
