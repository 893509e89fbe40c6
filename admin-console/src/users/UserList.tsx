import { Box, Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { confirmedDelete } from '../common/confirmedDelete';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { AddUserForm } from './AddUserForm';
import { RoleSelect } from './RoleSelect';
import { UserMessagesLink } from './UserMessagesLink';
import { UserNameLink } from './UserNameLink';
import { ROLE_CHOICES } from './roles';
import type { UserRow } from './user-format';
import { k } from '../i18n';

/** SPEC §2 "Admin users": Delete asks to confirm. */
const DELETE = confirmedDelete(k('users.deleteTitle'), k('users.deleteQuestion'));

/**
 * The users page: the 'Add New User' form and the users table (SPEC §2 "Admin users"), each
 * user's page (issue 29) and messages (issue 28) a click away; on a phone a SimpleList of the
 * same.
 */
export function UserList() {
  const phone = useIsPhone();
  return (
    <Box>
      <AddUserForm />
      <AdminList
        title={k('users.title')}
        search={k('users.search')}
        filter={{ source: 'role', label: k('resources.users.fields.role'), choices: ROLE_CHOICES }}
        actions={false}
      >
        {phone ? (
          <PhoneList<UserRow>
            primary={(u) => <UserNameLink user={u} />}
            secondary={(u) => u.email}
            actions={
              <>
                <RoleSelect />
                <UserMessagesLink />
                {DELETE.row}
              </>
            }
          />
        ) : (
          <DataTable rowClick={false} bulkActionButtons={DELETE.bulk}>
            <DataTable.Col source="name">
              <UserNameLink />
            </DataTable.Col>
            <DataTable.Col source="email" />
            <DataTable.Col source="role">
              <RoleSelect />
            </DataTable.Col>
            <DataTable.Col label={k('resources.users.fields.actions')} disableSort>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <UserMessagesLink />
                {DELETE.row}
              </Stack>
            </DataTable.Col>
          </DataTable>
        )}
      </AdminList>
    </Box>
  );
}
