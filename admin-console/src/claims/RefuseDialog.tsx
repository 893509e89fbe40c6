import { CLAIM_REFUSAL_MAX } from '@arogya/contracts';
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
import { useT } from '../i18n';

/** The shortest reason the server takes (`parseClaimDecision`). */
const REFUSAL_MIN = 5;

/**
 * 'Refuse…': the reason the shopper will read, with a counter; one too short (or empty) is
 * refused here, in the server's terms, before anything is sent. `onRefuse` answers whether the
 * server took it: the dialog closes then, and keeps the words typed otherwise.
 */
export function RefuseDialog(props: {
  open: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onRefuse: (reason: string) => Promise<boolean>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const valid = trimmed.length >= REFUSAL_MIN && trimmed.length <= CLAIM_REFUSAL_MAX;
  const invalid = tried && !valid;
  const close = () => {
    setReason('');
    setTried(false);
    props.onClose();
  };
  const refuse = async () => {
    setTried(true);
    if (!valid) return;
    if (await props.onRefuse(trimmed)) close();
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('claims.refuse.body')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={t('claims.refuse.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={invalid}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span data-testid="claim-refusal-help">
                {invalid
                  ? t('claims.refuse.invalid', { min: REFUSAL_MIN, max: CLAIM_REFUSAL_MAX })
                  : t('claims.refuse.help')}
              </span>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="claim-refusal-count">
                {t('claims.refuse.count', { count: reason.length, max: CLAIM_REFUSAL_MAX })}
              </Box>
            </Box>
          }
          slotProps={{
            htmlInput: { maxLength: CLAIM_REFUSAL_MAX, 'data-testid': 'claim-refusal-reason' },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={props.pending}
          onClick={() => void refuse()}
          data-testid="claim-refuse-confirm"
        >
          {t('claims.refuse.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
