import type { ProductBatch } from '@arogya/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { units } from './batch-format';
import { useT } from '../i18n';

/**
 * A batch counted: the units on hand now (a loss, a find). Units checkouts hold cannot be
 * counted away; the server says so, in the dialog, and the dialog stays open.
 */
export function CountBatchDialog({
  batch,
  onClose,
  onCounted,
}: {
  batch: ProductBatch;
  onClose: () => void;
  onCounted: (batch: ProductBatch) => void;
}) {
  const t = useT();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [onHand, setOnHand] = useState(String(batch.onHand));
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const titleId = `count-${batch._id}-title`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setRefusal(undefined);
    try {
      const counted = await dataProvider.countBatch(batch.productId, batch._id, Number(onHand));
      notify(t('batches.counted', { code: counted.code, units: units(t, counted.onHand) }), {
        type: 'success',
      });
      onCounted(counted);
    } catch (err) {
      setRefusal(errorMessage(err, t('batches.countNotSaved')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t('batches.countBatch', { code: batch.code })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {batch.variant ? `${batch.variant}: ` : ''}
            {batch.reserved > 0
              ? t('batches.lastCountHeld', {
                  units: units(t, batch.onHand),
                  count: batch.reserved,
                })
              : t('batches.lastCount', { units: units(t, batch.onHand) })}
          </DialogContentText>
          <TextField
            label={t('batches.unitsNow')}
            type="number"
            value={onHand}
            onChange={(e) => setOnHand(e.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': 'batch-count' } }}
          />
          {refusal && (
            <Alert severity="error" data-testid="count-refusal" sx={{ mt: 1 }}>
              {t('batches.notCounted', { reason: refusal })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 44 }}>
            {t('batches.saveCount')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
