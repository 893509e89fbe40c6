import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import { formatMoney } from '../common/money';
import { subjectOf, type RefundRow } from './refund-format';

/** 'Retry' with a confirmation: Razorpay is asked again, under a new idempotency key. */
export function RetryRefundButton() {
  const refund = useRecordContext<RefundRow>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!refund) return null;
  const retry = async () => {
    await run(
      (dp) => dp.retryRefund(refund.id),
      `Refund of ${subjectOf(refund)} retried: Razorpay is refunding it again`,
    );
    setOpen(false);
  };
  return (
    <Box>
      <Button
        size="small"
        fullWidth
        variant="contained"
        startIcon={<ReplayIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        aria-label={`Retry refund of ${subjectOf(refund)}`}
        data-testid="refund-retry"
      >
        Retry
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Retry the refund of ${formatMoney(refund.amount)}?`}
        content={
          `Razorpay is asked first which refunds payment ${refund.razorpayPaymentId} already ` +
          'has: if one went through meanwhile, nothing more is refunded. Otherwise the amount ' +
          'is refunded again, as a new refund.'
        }
        confirm="Retry"
        onConfirm={retry}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
