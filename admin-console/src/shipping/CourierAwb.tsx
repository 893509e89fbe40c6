import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

const block = { display: 'block' } as const;

/**
 * A parcel's courier and AWB (the AWB in the type couriers print it in), and anything more
 * about it under them (`children`).
 */
export function CourierAwb({
  courierName,
  awb,
  children,
}: {
  courierName: string | null;
  awb: string | null;
  children?: ReactNode;
}) {
  return (
    <Typography variant="body2" component="span" sx={block}>
      {courierName ?? '—'}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ ...block, fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {awb ? `AWB ${awb}` : ''}
      </Typography>
      {children}
    </Typography>
  );
}
