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
import { useT } from '../i18n';

/** 'Discard': asks why (kept in the audit trail), then removes the letter for good. */
export function DiscardButton() {
  const t = useT();
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
      t('deadLetters.discard.done', { id: letter.id }),
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
        {t('deadLetters.discard.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('deadLetters.discard.title', { id: letter.id })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('deadLetters.discard.body', { consumer: letter.consumer })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('deadLetters.discard.reason')}
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
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!trimmed || pending}
            onClick={discard}
            data-testid="discard-confirm"
          >
            {t('deadLetters.discard.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
