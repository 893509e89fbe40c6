import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Facts as label and value pairs (a `<dl>`): the label beside its value from 600 px, above it
 * on a phone.
 */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        alignItems: 'center',
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1.25, sm: 0 } },
        '& dd': { m: 0, typography: 'body1', minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}

/** One fact: its label (`<dt>`) and its value (`<dd>`). */
export function Fact({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}
