import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { RowActionButton } from '../common/RowActionButton';
import { useAdminAction } from '../common/useAdminAction';
import { formatMoney } from '../common/money';
import { useT } from '../i18n';
import { parcelName } from '../shipping/shipping-format';
import type { DeliveryIssueRow } from './issue-format';

/**
 * 'Return to us' with a confirmation: the courier brings the parcel back (RTO); the order is
 * then cancelled and refunded (paid online) or marked returned (cash), and restocked.
 */
export function ReturnButton() {
  const t = useT();
  const issue = useRecordContext<DeliveryIssueRow>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!issue) return null;
  const send = async () => {
    await run(
      (dp) => dp.returnToShop(issue.shipmentId),
      t('deliveryIssues.return.done', { parcel: parcelName(issue) }),
    );
    setOpen(false);
  };
  return (
    <Box>
      <RowActionButton
        label={t('deliveryIssues.return.button')}
        name={t('deliveryIssues.return.name', { parcel: parcelName(issue) })}
        icon={<KeyboardReturnIcon />}
        testId="issue-return"
        variant="outlined"
        color="error"
        pending={pending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={pending}
        title={t('deliveryIssues.return.title', { parcel: parcelName(issue) })}
        content={
          issue.cod
            ? t('deliveryIssues.return.bodyCod', { amount: formatMoney(issue.collect) })
            : t('deliveryIssues.return.body')
        }
        confirm={t('deliveryIssues.return.button')}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
