import { Typography } from '@mui/material';
import { formatShortTime, formatTime } from './types';

/** A time on one line, the full date on hover. */
export function Time({
  iso,
  variant = 'body2',
}: {
  iso: string | null | undefined;
  variant?: 'body2' | 'caption';
}) {
  return (
    <Typography
      variant={variant}
      component="span"
      title={formatTime(iso)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {formatShortTime(iso)}
    </Typography>
  );
}
