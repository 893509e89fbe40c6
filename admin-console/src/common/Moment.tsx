import { Typography } from '@mui/material';
import { dayOf, timeOf } from './dateTime';

/** A moment in a table cell: its day, and its time under it (each kept on one line). */
export function Moment({ iso }: { iso: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {dayOf(iso)}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {timeOf(iso)}
      </Typography>
    </Typography>
  );
}
