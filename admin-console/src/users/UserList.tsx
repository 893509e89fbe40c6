import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { confirmedDelete } from '../common/confirmedDelete';
import { AddUserForm } from './AddUserForm';
import { RoleSelect } from './RoleSelect';
import { ROLE_CHOICES } from './roles';

/** SPEC §2 "Admin users": Delete asks to confirm. */
const DELETE = confirmedDelete('Delete user', 'are you sure you want to delete this user?');

/** The users page: the 'Add New User' form and the users table (SPEC §2 "Admin users"). */
export function UserList() {
  return (
    <Box>
      <AddUserForm />
      <AdminList
        title="Users"
        search="Search name or email"
        filter={{ source: 'role', label: 'Role', choices: ROLE_CHOICES }}
        actions={false}
      >
        <DataTable rowClick={false} bulkActionButtons={DELETE.bulk}>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="role" label="Role">
            <RoleSelect />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      </AdminList>
    </Box>
  );
}
