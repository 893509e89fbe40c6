import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
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
import { DISCARD_REASON_MAX } from '@arogya/contracts';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import type { DeadLetterRecord } from './types';

/** 'Discard': asks why (kept in the audit trail), then removes the letter for good. */
export function DiscardButton() {
  const letter = useRecordContext<DeadLetterRecord>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { run, pending } = useAdminAction();
  if (!letter) return null;
  const trimmed = reason.trim();
  const close = () => {
    setOpen(false);
    setReason('');
  };
  const discard = async () => {
    const done = await run(
      (dp) => dp.discardDeadLetter(letter.id, trimmed),
      `Dead letter #${letter.id} discarded`,
    );
    if (done) close();
  };
  return (
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteSweepIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        data-testid="dead-letter-discard"
      >
        Discard
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Discard dead letter #{letter.id}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The event will not be handled by {letter.consumer}. Say why: the reason is kept in the
            audit trail.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{
              htmlInput: { maxLength: DISCARD_REASON_MAX, 'data-testid': 'discard-reason' },
            }}
            helperText={`${trimmed.length}/${DISCARD_REASON_MAX}`}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!trimmed || pending}
            onClick={discard}
            data-testid="discard-confirm"
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
