import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { LinkBase } from 'react-admin';

/** A button-styled in-app link whose text stays visible on small screens too. */
export function LinkButton({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<ButtonProps, 'href'>) {
  return (
    <Button component={LinkBase} to={to} size="small" {...rest}>
      {children}
    </Button>
  );
}
