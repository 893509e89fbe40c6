import type { ProductBatch, ProductVariant } from '@arogya/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { units, variantName } from './batch-format';
import { useT } from '../i18n';

const EMPTY = { code: '', manufacturedOn: '', expiresOn: '', quantity: '' };

/** A date input whose label stays above it (the browser shows its own placeholder). */
const dateSlots = (testId: string) => ({
  inputLabel: { shrink: true },
  htmlInput: { 'data-testid': testId },
});

/**
 * "Receive batch": a variant, the batch code, its manufacture and expiry dates and how many
 * units came. The server judges it (too little shelf life, a code received already): its
 * refusal stays in the form, in its words, until the next try.
 */
export function ReceiveBatchForm({
  productId,
  variants,
  onReceived,
}: {
  productId: Identifier;
  /** the product's saved variants (a variant added in the form above has no id yet) */
  variants: readonly ProductVariant[];
  onReceived: (batch: ProductBatch) => void;
}) {
  const t = useT();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [variantId, setVariantId] = useState(variants[0]?._id ?? '');
  const [fields, setFields] = useState(EMPTY);
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setRefusal(undefined);
    try {
      const batch = await dataProvider.receiveBatch(productId, variantId, {
        code: fields.code.trim(),
        manufacturedOn: fields.manufacturedOn || null,
        expiresOn: fields.expiresOn,
        quantity: Number(fields.quantity),
      });
      notify(
        t('batches.received', {
          code: batch.code,
          units: units(t, batch.received),
          variant: batch.variant || t('batches.theProduct'),
        }),
        { type: 'success' },
      );
      setFields(EMPTY);
      onReceived(batch);
    } catch (err) {
      setRefusal(errorMessage(err, t('batches.notReceivedFallback')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="receive-batch-heading"
      data-testid="receive-batch"
      sx={{ mt: 3 }}
    >
      <Typography
        variant="subtitle1"
        component="h3"
        id="receive-batch-heading"
        sx={{ fontWeight: 600 }}
      >
        {t('batches.receive')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.5fr 1.3fr 1.3fr 1fr' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label={t('batches.variant')}
          value={variantId}
          onChange={(e) => setVariantId(e.target.value)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'batch-variant' } }}
        >
          {variants.map((v) => (
            <MenuItem key={v._id} value={v._id}>
              {variantName(v)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('batches.code')}
          value={fields.code}
          onChange={set('code')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'batch-code', maxLength: 40 } }}
        />
        <TextField
          label={t('batches.manufacturedOn')}
          type="date"
          value={fields.manufacturedOn}
          onChange={set('manufacturedOn')}
          slotProps={dateSlots('batch-made')}
        />
        <TextField
          label={t('batches.expiresOn')}
          type="date"
          value={fields.expiresOn}
          onChange={set('expiresOn')}
          required
          slotProps={dateSlots('batch-expires')}
        />
        <TextField
          label={t('batches.quantity')}
          type="number"
          value={fields.quantity}
          onChange={set('quantity')}
          required
          slotProps={{ htmlInput: { 'data-testid': 'batch-quantity', min: 1, step: 1 } }}
        />
      </Box>
      {refusal && (
        <Alert severity="error" data-testid="batch-refusal" sx={{ mt: 1 }}>
          {t('batches.notReceived', { reason: refusal })}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        disabled={sending || !variantId}
        sx={{ mt: 1.5, minHeight: 44 }}
      >
        {t('batches.receive')}
      </Button>
    </Box>
  );
}
