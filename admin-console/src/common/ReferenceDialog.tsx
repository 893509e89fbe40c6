import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * A dialog that records money moved outside the shop with the reference that finds it again
 * (a failed refund paid back by bank transfer; a cash order refunded by UPI): what happened,
 * any fields of its own (`children`), the reference (required, trimmed; Enter records it), and
 * Cancel / the confirming button.
 */
export function ReferenceDialog(props: {
  open: boolean;
  title: string;
  body: string;
  children?: ReactNode;
  reference: string;
  onReference: (value: string) => void;
  referenceLabel: string;
  referenceHelp: string;
  referenceMax: number;
  referenceTestId: string;
  confirm: string;
  confirmTestId: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const ready = props.reference.trim() !== '' && !props.pending;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.body}</DialogContentText>
        {props.children}
        <TextField
          autoFocus
          fullWidth
          label={props.referenceLabel}
          value={props.reference}
          onChange={(e) => props.onReference(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && ready) props.onConfirm();
          }}
          slotProps={{
            htmlInput: { maxLength: props.referenceMax, 'data-testid': props.referenceTestId },
          }}
          helperText={props.referenceHelp}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={props.onConfirm}
          data-testid={props.confirmTestId}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
