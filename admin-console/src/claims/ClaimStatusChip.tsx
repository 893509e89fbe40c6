import type { ClaimStatus } from '@arogya/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useT } from '../i18n';
import { CLAIM_STATUS_LABELS } from './claim-format';

/**
 * Each status's colour, white on it at 4.5:1 or more (a claim awaiting staff: the dark amber
 * of a pending review); the chip says the status in words too.
 */
const COLOURS: Record<ClaimStatus, Pick<ChipProps, 'color' | 'sx' | 'variant'>> = {
  submitted: { sx: { bgcolor: '#92400e', color: '#fff' } },
  approved: { color: 'success' },
  refused: { color: 'default', variant: 'outlined' },
};

/** A claim's status as a chip: Awaiting decision, Approved or Refused. */
export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(CLAIM_STATUS_LABELS[status])}
      {...COLOURS[status]}
      data-testid="claim-status"
      data-status={status}
    />
  );
}
