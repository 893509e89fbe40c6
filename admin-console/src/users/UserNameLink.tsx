import { Link } from '@mui/material';
import { LinkBase, useRecordContext } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import type { UserRow } from './user-format';

/** The user's name as a link to their page (`user`, or the row's record). */
export function UserNameLink({ user }: { user?: UserRow }) {
  const row = useRecordContext<UserRow>();
  const path = useAdminPath();
  const target = user ?? row;
  if (!target) return null;
  return (
    <Link
      component={LinkBase}
      to={path(`/users/${encodeURIComponent(String(target.id))}/show`)}
      data-testid="user-link"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 500 }}
    >
      {target.name || target.email}
    </Link>
  );
}
