import { Chip, type ChipProps } from '@mui/material';
import type { DisputeStatus } from '@arogya/contracts';
import { DISPUTE_STATUS_LABELS } from './dispute-format';
import { useT } from '../i18n';

const COLOURS: Record<DisputeStatus, ChipProps['color']> = {
  open: 'error',
  under_review: 'default',
  action_required: 'error',
  won: 'success',
  lost: 'default',
  closed: 'default',
};

/** The dispute's status as a chip: those that need an answer in the error colour. */
export function DisputeStatusChip({ status }: { status: DisputeStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(DISPUTE_STATUS_LABELS[status])}
      color={COLOURS[status]}
      variant={status === 'lost' ? 'outlined' : 'filled'}
    />
  );
}
