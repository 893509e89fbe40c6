import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RefundedOutsideButton } from './RefundedOutsideButton';
import type { RefundRow } from './refund-format';
import { RetryRefundButton } from './RetryRefundButton';

/**
 * What an admin can do with the row's refund: only a failed one, and only while no dispute
 * of its payment is open (its status says it waits for the dispute).
 */
export function RefundActions() {
  const refund = useRecordContext<RefundRow>();
  if (!refund || refund.status !== 'failed' || refund.blockedByDispute) return null;
  return (
    <Stack spacing={0.5}>
      <RetryRefundButton />
      <RefundedOutsideButton />
    </Stack>
  );
}
