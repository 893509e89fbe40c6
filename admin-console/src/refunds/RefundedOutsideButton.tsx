import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import { formatMoney } from '../common/money';
import { subjectOf, type RefundRow } from './refund-format';

/** The longest reference the server keeps. */
const REFERENCE_MAX = 200;

/**
 * 'Refunded outside the shop': records that a failed refund was paid back some other way (a
 * bank transfer, Razorpay's dashboard), with a reference that finds it again. The refund is
 * then processed, and the admin's name kept with it.
 */
export function RefundedOutsideButton() {
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
      `Refund of ${subjectOf(refund)} recorded as refunded outside the shop`,
    );
    if (done) close();
  };
  return (
    <Box>
      <Button
        size="small"
        fullWidth
        variant="outlined"
        startIcon={<AccountBalanceIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        aria-label={`Refunded outside the shop: refund of ${subjectOf(refund)}`}
        data-testid="refund-outside"
      >
        Refunded outside the shop
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Refunded outside the shop?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Record that {formatMoney(refund.amount)} of payment {refund.razorpayPaymentId} was paid
            back to the shopper some other way. The refund is marked processed, with your name and
            this reference.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Reference"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && trimmed && !pending) void record();
            }}
            slotProps={{
              htmlInput: { maxLength: REFERENCE_MAX, 'data-testid': 'refund-reference' },
            }}
            helperText="A bank transfer's UTR, a Razorpay dashboard refund id, or a note"
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!trimmed || pending}
            onClick={record}
            data-testid="refund-outside-confirm"
          >
            Record refund
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
