import type { OrderStatus } from '@arogya/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { ACTION_LABELS, type OrderPageRecord } from './statuses';
import { useSetStatus } from './useSetStatus';

/**
 * The moves the server allows from the order's status (its `allowedStatuses`), one button
 * each; cancelling asks first, since it reverses the invoice and refunds a paid order.
 */
export function NextActions({ order }: { order: OrderPageRecord }) {
  const { setStatus, isPending } = useSetStatus(order);
  const [confirming, setConfirming] = useState(false);
  const allowed = order.allowedStatuses ?? [];
  if (allowed.length === 0)
    return (
      <Typography data-testid="order-no-actions">Nothing more to do: {order.status}.</Typography>
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
          {ACTION_LABELS[s]}
        </Button>
      ))}
      <Confirm
        isOpen={confirming}
        title="Cancel this order?"
        content={
          order.isPaid
            ? 'The invoice is reversed by a credit note and the payment is refunded.'
            : 'The order is cancelled; it was not paid, so nothing is refunded.'
        }
        confirm="Cancel order"
        cancel="Keep it"
        onConfirm={() => {
          setConfirming(false);
          setStatus('Cancelled');
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
