import type { ReviewStatus } from '@arogya/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { REVIEW_STATUS_LABELS } from './review-format';
import { useT } from '../i18n';

/**
 * Each status's colour, white on it at 4.5:1 or more (a pending review waits for an admin: a
 * dark amber); the chip says the status in words too.
 */
const COLOURS: Record<ReviewStatus, Pick<ChipProps, 'color' | 'sx' | 'variant'>> = {
  pending: { sx: { bgcolor: '#92400e', color: '#fff' } },
  published: { color: 'success' },
  hidden: { color: 'default', variant: 'outlined' },
};

/** A review's status as a chip: Pending, Published or Hidden. */
export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(REVIEW_STATUS_LABELS[status])}
      {...COLOURS[status]}
      data-testid="review-status"
      data-status={status}
    />
  );
}
