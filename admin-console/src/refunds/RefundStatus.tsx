import { Chip, Stack, type ChipProps } from '@mui/material';
import type { RefundState } from '@arogya/contracts';
import { REFUND_STATUS_LABELS, type RefundRow } from './refund-format';

const COLOURS: Record<RefundState, ChipProps['color']> = {
  requested: 'default',
  pending: 'default',
  processed: 'success',
  failed: 'error',
};

/** The refund's status as a chip, and whether it waits for a dispute of its payment. */
export function RefundStatus({ refund }: { refund: RefundRow }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        label={REFUND_STATUS_LABELS[refund.status]}
        color={COLOURS[refund.status]}
        data-testid="refund-status"
      />
      {refund.blockedByDispute && <WaitingForDispute />}
    </Stack>
  );
}

/** Nothing of a disputed payment is refunded until the dispute is decided. */
export function WaitingForDispute() {
  return (
    <Chip
      size="small"
      variant="outlined"
      label="Waiting for dispute"
      title="A dispute of this payment is open: nothing is refunded until it is decided"
      data-testid="refund-waiting-for-dispute"
    />
  );
}
