import { Box } from '@mui/material';
import {
  BulkDeleteButton,
  DataTable,
  DeleteButton,
  List,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { AddUserForm } from './AddUserForm';
import { RoleSelect } from './RoleSelect';
import { ROLE_CHOICES } from './roles';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or email" />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
];

const CONFIRM_DELETE = 'are you sure you want to delete this user?';

/** The users page: the 'Add New User' form and the users table (SPEC §2 "Admin users"). */
export function UserList() {
  return (
    <Box>
      <AddUserForm />
      <List
        title="Users"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
      >
        <DataTable
          rowClick={false}
          bulkActionButtons={
            <BulkDeleteButton mutationMode="pessimistic" confirmContent={CONFIRM_DELETE} />
          }
        >
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="role" label="Role">
            <RoleSelect />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="Delete user"
              confirmContent={CONFIRM_DELETE}
            />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
