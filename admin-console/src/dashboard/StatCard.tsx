import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One figure of the dashboard: a title, the value and an optional link below it. */
export function StatCard(props: {
  title: string;
  value: ReactNode;
  testId: string;
  footer?: ReactNode;
}) {
  return (
    <Card sx={{ flex: '1 1 220px' }}>
      <CardContent>
        <Typography variant="subtitle1" color="text.secondary">
          {props.title}
        </Typography>
        <Typography variant="h5" component="p" data-testid={props.testId} sx={{ my: 1 }}>
          {props.value}
        </Typography>
        {props.footer}
      </CardContent>
    </Card>
  );
}
