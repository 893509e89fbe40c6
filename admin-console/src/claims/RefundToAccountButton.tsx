import { CASH_REFUND_METHODS, type CashRefundMethod } from '@arogya/contracts';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { formatMoney } from '../common/money';
import { ReferenceDialog } from '../common/ReferenceDialog';
import { useAdminAction } from '../common/useAdminAction';
import { useT } from '../i18n';
import type { ClaimRow } from './claim-format';

/** The longest reference the server keeps (`REMITTANCE_REFERENCE_MAX`). */
const REFERENCE_MAX = 60;

/**
 * 'Record refund to account': a cash order's claim refund has no card to go back to, so staff
 * send it by UPI or bank transfer, then record it here with its reference (as a cash order's
 * whole refund is, `CashRefundButton`); the claim's refund is then processed.
 */
export function RefundToAccountButton({ claim }: { claim: ClaimRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<CashRefundMethod>('UPI');
  const [reference, setReference] = useState('');
  const { run, pending } = useAdminAction();
  const close = () => {
    setOpen(false);
    setReference('');
  };
  const record = async () => {
    const done = await run(
      (dp) => dp.claimRefundToAccount(claim.id, { method, reference: reference.trim() }),
      t('claims.toAccount.done'),
    );
    if (done) close();
  };
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        variant="contained"
        startIcon={<AccountBalanceIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
        data-testid="claim-to-account"
      >
        {t('claims.toAccount.button')}
      </Button>
      <ReferenceDialog
        open={open}
        title={t('claims.toAccount.title')}
        body={t('claims.toAccount.body', { amount: formatMoney(claim.refund?.amount) })}
        reference={reference}
        onReference={setReference}
        referenceLabel={t('orders.cashRefund.reference')}
        referenceHelp={t('orders.cashRefund.referenceHelp')}
        referenceMax={REFERENCE_MAX}
        referenceTestId="claim-to-account-reference"
        confirm={t('orders.cashRefund.confirm')}
        confirmTestId="claim-to-account-confirm"
        pending={pending}
        onClose={close}
        onConfirm={() => void record()}
      >
        <TextField
          select
          fullWidth
          label={t('orders.cashRefund.method')}
          value={method}
          onChange={(e) => setMethod(e.target.value as CashRefundMethod)}
          sx={{ mb: 2 }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'claim-to-account-method' } as object },
          }}
        >
          {CASH_REFUND_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`claims.toAccount.method.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </ReferenceDialog>
    </Box>
  );
}
