import type { ProductBatch } from '@arogya/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useT } from '../i18n';
import { BATCH_STATE_LABELS } from './batch-format';

/**
 * Each state's colour, white on it at 4.5:1 or more (MUI's warning orange reads 3.1:1, so
 * "Expiring soon" is a darker amber); the chip says the state in words too.
 */
const COLOURS: Record<ProductBatch['state'], Pick<ChipProps, 'color' | 'sx' | 'variant'>> = {
  selling: { color: 'success' },
  expiring: { sx: { bgcolor: '#92400e', color: '#fff' } },
  retired: { color: 'default', variant: 'outlined' },
};

/** A batch's state as a chip: Selling, Expiring soon or Off sale. */
export function BatchStateChip({ state }: { state: ProductBatch['state'] }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(BATCH_STATE_LABELS[state])}
      {...COLOURS[state]}
      data-testid="batch-state"
      data-state={state}
    />
  );
}
