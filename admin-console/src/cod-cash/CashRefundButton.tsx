import { CASH_REFUND_METHODS, type CashRefundMethod } from '@arogya/contracts';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { ReferenceDialog } from '../common/ReferenceDialog';
import { useAdminAction } from '../common/useAdminAction';
import { formatMoney } from '../common/money';
import type { OrderPageRecord } from '../orders/statuses';
import { useT } from '../i18n';

/** The longest reference the server keeps (`REMITTANCE_REFERENCE_MAX`). */
const REFERENCE_MAX = 60;

/**
 * 'Refund to account' (issue 32): a delivered cash order has no card to refund, so staff send
 * the money back by UPI or bank transfer and record it here with its reference; the order's
 * refund is then processed and its credit note issued. Only for a delivered cash order with no
 * refund yet.
 */
export function CashRefundButton({ order }: { order: OrderPageRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<CashRefundMethod>('UPI');
  const [reference, setReference] = useState('');
  const { run, pending } = useAdminAction();
  if (order.paymentMethod !== 'COD' || order.status !== 'Delivered' || order.refund) return null;
  const trimmed = reference.trim();
  const close = () => {
    setOpen(false);
    setReference('');
  };
  const record = async () => {
    const done = await run(
      (dp) => dp.cashRefund(order.id, { method, reference: trimmed }),
      t('orders.cashRefund.done'),
    );
    if (done) close();
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AccountBalanceIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        data-testid="cash-refund"
      >
        {t('orders.cashRefund.button')}
      </Button>
      <ReferenceDialog
        open={open}
        title={t('orders.cashRefund.title')}
        body={t('orders.cashRefund.body', { amount: formatMoney(order.totalPrice) })}
        reference={reference}
        onReference={setReference}
        referenceLabel={t('orders.cashRefund.reference')}
        referenceHelp={t('orders.cashRefund.referenceHelp')}
        referenceMax={REFERENCE_MAX}
        referenceTestId="cash-refund-reference"
        confirm={t('orders.cashRefund.confirm')}
        confirmTestId="cash-refund-confirm"
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
          slotProps={{ htmlInput: { 'data-testid': 'cash-refund-method' } }}
        >
          {CASH_REFUND_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
      </ReferenceDialog>
    </Box>
  );
}
