import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { InlineSelect } from '../common/InlineSelect';
import { ROLE_CHOICES } from './roles';
import { useT } from '../i18n';

interface UserRecord {
  id: string;
  role: string;
}

/**
 * The users table's role dropdown: a change is saved at once with `update` sending only
 * `{ role }`; a refusal (e.g. demoting the last admin) is shown as a notification.
 */
export function RoleSelect() {
  const t = useT();
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const onChange = (role: string) =>
    update(
      'users',
      { id: record.id, data: { role }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t('users.roleUpdated'), { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <InlineSelect
      value={record.role}
      options={ROLE_CHOICES.map((r) => ({ id: r.id, name: t(r.name) }))}
      onChange={onChange}
      testId="role-select"
      label={t('users.roleLabel')}
      disabled={isPending}
    />
  );
}
