import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  CreateBase,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useNotify,
} from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { DEFAULT_ROLE, ROLE_CHOICES } from './roles';
import { k, useT } from '../i18n';

/**
 * The 'Add New User' form above the users table (SPEC §2 "Admin users"): name, email and
 * password are required; the role defaults to customer. The table refreshes after a save.
 */
export function AddUserForm() {
  const t = useT();
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string>();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6">{t('users.addNew')}</Typography>
        {error && <Typography color="error">{t('common.error', { error })}</Typography>}
      </CardContent>
      <CreateBase
        resource="users"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            setError(undefined);
            notify(t('users.added'), { type: 'success' });
            setFormKey((k) => k + 1);
          },
          onError: (e) => {
            const message = errorMessage(e);
            setError(message);
            notify(message, { type: 'error' });
          },
        }}
      >
        <SimpleForm
          key={formKey}
          defaultValues={{ role: DEFAULT_ROLE }}
          sx={{ pb: 0 }}
          toolbar={
            <Box sx={{ px: 2, pb: 2 }}>
              <SaveButton label={k('users.add')} alwaysEnable />
            </Box>
          }
        >
          <TextInput source="name" validate={required()} />
          <TextInput source="email" type="email" validate={[required(), email()]} />
          <PasswordInput source="password" validate={required()} />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} emptyText="" />
        </SimpleForm>
      </CreateBase>
    </Card>
  );
}
