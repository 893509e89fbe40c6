import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';

/**
 * One figure of the dashboard: a title and the value, and for a count of `manage`d records a
 * 'Manage …' link to their list (SPEC §2 "Admin dashboard"); or a `link` of its own, and a
 * `note` under the value.
 */
export function StatCard(props: {
  title: string;
  value: ReactNode;
  testId: string;
  manage?: 'orders' | 'products';
  note?: ReactNode;
  /** an in-app path (`/disputes?…`) and the link's words */
  link?: { to: string; text: string };
}) {
  const path = useAdminPath();
  const t = useT();
  return (
    <Card sx={{ flex: '1 1 220px' }}>
      <CardContent>
        <Typography variant="subtitle1" color="text.secondary">
          {props.title}
        </Typography>
        <Typography variant="h5" component="p" data-testid={props.testId} sx={{ my: 1 }}>
          {props.value}
        </Typography>
        {props.note}
        {props.manage && (
          <Link to={path(`/${props.manage}`)}>
            {t(props.manage === 'orders' ? 'dashboard.manageOrders' : 'dashboard.manageProducts')}
          </Link>
        )}
        {props.link && <Link to={path(props.link.to)}>{props.link.text}</Link>}
      </CardContent>
    </Card>
  );
}
