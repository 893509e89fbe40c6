import { Chip, Stack, type ChipProps } from '@mui/material';
import type { RefundState } from '@arogya/contracts';
import { REFUND_STATUS_LABELS, type RefundRow } from './refund-format';
import { useT } from '../i18n';

const COLOURS: Record<RefundState, ChipProps['color']> = {
  requested: 'default',
  pending: 'default',
  processed: 'success',
  failed: 'error',
};

/** The refund's status as a chip, and whether it waits for a dispute of its payment. */
export function RefundStatus({ refund }: { refund: RefundRow }) {
  const t = useT();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        label={t(REFUND_STATUS_LABELS[refund.status])}
        color={COLOURS[refund.status]}
        data-testid="refund-status"
      />
      {refund.blockedByDispute && <WaitingForDispute />}
    </Stack>
  );
}

/** Nothing of a disputed payment is refunded until the dispute is decided. */
export function WaitingForDispute() {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('refunds.waiting')}
      title={t('refunds.waitingTitle')}
      data-testid="refund-waiting-for-dispute"
    />
  );
}
