import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One chart of the dashboard in its card, under its title. */
export function ChartCard(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card sx={{ flex: '1 1 320px', minWidth: 0 }} data-testid={props.testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}
