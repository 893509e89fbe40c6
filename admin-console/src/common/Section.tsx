import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A part of a record's page (a user's, an order's) under its own heading (an `<h2>`: the
 * page's `<h1>` is the record's name).
 */
export function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={testId} aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
