import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ReferenceDialog } from '../common/ReferenceDialog';
import { RowActionButton } from '../common/RowActionButton';
import { useAdminAction } from '../common/useAdminAction';
import { formatMoney } from '../common/money';
import { subjectOf, type RefundRow } from './refund-format';
import { useT } from '../i18n';

/** The longest reference the server keeps. */
const REFERENCE_MAX = 200;

/**
 * 'Refunded outside the shop': records that a failed refund was paid back some other way (a
 * bank transfer, Razorpay's dashboard), with a reference that finds it again. The refund is
 * then processed, and the admin's name kept with it.
 */
export function RefundedOutsideButton() {
  const t = useT();
  const refund = useRecordContext<RefundRow>();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const { run, pending } = useAdminAction();
  if (!refund) return null;
  const trimmed = reference.trim();
  const close = () => {
    setOpen(false);
    setReference('');
  };
  const record = async () => {
    const done = await run(
      (dp) => dp.refundedOutside(refund.id, trimmed),
      t('refunds.outside.done', { subject: subjectOf(t, refund) }),
    );
    if (done) close();
  };
  return (
    <Box>
      <RowActionButton
        label={t('refunds.outside.button')}
        name={t('refunds.outside.name', { subject: subjectOf(t, refund) })}
        icon={<AccountBalanceIcon />}
        testId="refund-outside"
        variant="outlined"
        pending={pending}
        onClick={() => setOpen(true)}
      />
      <ReferenceDialog
        open={open}
        title={t('refunds.outside.title')}
        body={t('refunds.outside.body', {
          amount: formatMoney(refund.amount),
          payment: refund.razorpayPaymentId,
        })}
        reference={reference}
        onReference={setReference}
        referenceLabel={t('refunds.outside.reference')}
        referenceHelp={t('refunds.outside.referenceHelp')}
        referenceMax={REFERENCE_MAX}
        referenceTestId="refund-reference"
        confirm={t('refunds.outside.confirm')}
        confirmTestId="refund-outside-confirm"
        pending={pending}
        onClose={close}
        onConfirm={() => void record()}
      />
    </Box>
  );
}
