import ReplayIcon from '@mui/icons-material/Replay';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { RowActionButton } from '../common/RowActionButton';
import { useAdminAction } from '../common/useAdminAction';
import { formatMoney } from '../common/money';
import { subjectOf, type RefundRow } from './refund-format';
import { useT } from '../i18n';

/** 'Retry' with a confirmation: Razorpay is asked again, under a new idempotency key. */
export function RetryRefundButton() {
  const t = useT();
  const refund = useRecordContext<RefundRow>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!refund) return null;
  const retry = async () => {
    await run(
      (dp) => dp.retryRefund(refund.id),
      t('refunds.retry.done', { subject: subjectOf(t, refund) }),
    );
    setOpen(false);
  };
  return (
    <Box>
      <RowActionButton
        label={t('refunds.retry.button')}
        name={t('refunds.retry.name', { subject: subjectOf(t, refund) })}
        icon={<ReplayIcon />}
        testId="refund-retry"
        pending={pending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={pending}
        title={t('refunds.retry.title', { amount: formatMoney(refund.amount) })}
        content={t('refunds.retry.body', { payment: refund.razorpayPaymentId })}
        confirm={t('refunds.retry.button')}
        onConfirm={retry}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
