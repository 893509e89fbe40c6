import {
  CASH_REFUND_METHODS,
  type CashRefundInput,
  type CashRefundMethod,
} from '@arogya/contracts';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Box, Button, MenuItem, TextField, type SxProps } from '@mui/material';
import { useState } from 'react';
import type { AdminDataProvider } from '../api/dataProvider';
import { useT } from '../i18n';
import { ReferenceDialog } from './ReferenceDialog';
import { useAdminAction } from './useAdminAction';

/** The longest reference the server keeps (`REMITTANCE_REFERENCE_MAX`). */
const REFERENCE_MAX = 60;

/**
 * A refund with no card to go back to (a cash order's, issue 32; a cash order's claim, issue 33):
 * staff send the money by UPI or bank transfer, then record it here — how, and its reference —
 * with `send`. The dialog's test ids are `testId` and `-reference`, `-method`, `-confirm`.
 */
export function AccountRefundButton(props: {
  label: string;
  title: string;
  body: string;
  /** said once it is recorded */
  done: string;
  testId: string;
  /** how a method reads ('UPI', 'Bank transfer'), in the language shown */
  methodLabel?: (m: CashRefundMethod) => string;
  send: (dp: AdminDataProvider, r: CashRefundInput) => Promise<unknown>;
  variant?: 'contained' | 'outlined';
  size?: 'small' | 'medium';
  sx?: SxProps;
}) {
  const { label, title, body, done, testId, methodLabel = (m) => m, send } = props;
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
    if (await run((dp) => send(dp, { method, reference: reference.trim() }), done)) close();
  };
  return (
    <Box sx={props.sx}>
      <Button
        size={props.size}
        variant={props.variant ?? 'outlined'}
        startIcon={<AccountBalanceIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
        data-testid={testId}
      >
        {label}
      </Button>
      <ReferenceDialog
        open={open}
        title={title}
        body={body}
        reference={reference}
        onReference={setReference}
        referenceLabel={t('orders.cashRefund.reference')}
        referenceHelp={t('orders.cashRefund.referenceHelp')}
        referenceMax={REFERENCE_MAX}
        referenceTestId={`${testId}-reference`}
        confirm={t('orders.cashRefund.confirm')}
        confirmTestId={`${testId}-confirm`}
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
            select: { SelectDisplayProps: { 'data-testid': `${testId}-method` } as object },
          }}
        >
          {CASH_REFUND_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {methodLabel(m)}
            </MenuItem>
          ))}
        </TextField>
      </ReferenceDialog>
    </Box>
  );
}
