import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A row's action in a console list (retry a refund, deliver a parcel again…): small, as wide as
 * the actions column, named in full for screen readers (`name`: what it does to which record,
 * since every row has one), and disabled while the action runs.
 */
export function RowActionButton(props: {
  label: string;
  name: string;
  icon: ReactNode;
  testId: string;
  pending: boolean;
  onClick: () => void;
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'error';
}) {
  return (
    <Button
      size="small"
      fullWidth
      variant={props.variant ?? 'contained'}
      color={props.color ?? 'primary'}
      startIcon={props.icon}
      disabled={props.pending}
      onClick={props.onClick}
      aria-label={props.name}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}
