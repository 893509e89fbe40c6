import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { dayOf } from '../common/dateTime';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { ConsentTable } from './ConsentTable';
import { DataRequests } from './DataRequests';
import { PasswordResetButton } from './PasswordResetButton';
import { Section } from '../common/Section';
import { UserFacts } from './UserFacts';
import { UserMessagesLink } from './UserMessagesLink';
import { isUserPage, type UserPageRecord } from './user-format';
import { useT } from '../i18n';
import { useShownRecord } from '../common/useShownRecord';

function Actions() {
  const path = useAdminPath();
  const t = useT();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <LinkButton to={path('/users')} startIcon={<ArrowBackIcon />} sx={{ minHeight: 44 }}>
        {t('users.allUsers')}
      </LinkButton>
      <UserMessagesLink />
      <PasswordResetButton />
    </TopToolbar>
  );
}

/** An erased account, or one being erased, said plainly above everything else. */
function ErasureNotice({ user }: { user: UserPageRecord }) {
  const t = useT();
  if (user.erasedAt)
    return (
      <Alert severity="info" data-testid="user-erased" sx={{ mb: 2 }}>
        {t('users.erased', { day: dayOf(user.erasedAt) })}
      </Alert>
    );
  const open = user.dataRequests.find((r) => r.state === 'requested');
  if (!open) return null;
  return (
    <Alert severity="warning" data-testid="user-erasing" sx={{ mb: 2 }}>
      {t('users.erasing', { day: dayOf(open.requestedAt), due: dayOf(open.dueBy) })}
    </Alert>
  );
}

function UserPage() {
  const t = useT();
  const { record: user, fallback } = useShownRecord<UserPageRecord>(
    isUserPage,
    'common.what.user',
    'users.loading',
  );
  if (!user) return fallback;
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="user-page">
      <ErasureNotice user={user} />
      <UserFacts user={user} />
      <Section title={t('users.consents')} testId="user-consents">
        <ConsentTable consents={user.consents} />
      </Section>
      <Section title={t('users.dataRequests')} testId="user-data-requests">
        <DataRequests requests={user.dataRequests} />
      </Section>
    </Box>
  );
}

const Title = () => {
  const t = useT();
  const user = useRecordContext<UserPageRecord>();
  return <>{user ? user.name : t('users.titleLoading')}</>;
};

/**
 * A user's page (issue 29, item 7): who they are and how they sign in, what they consented
 * to, their requests to be erased, and a password reset link to send them.
 */
export function UserShow() {
  return (
    <Show
      title={<Title />}
      actions={<Actions />}
      error={false}
      queryOptions={{ onError: () => undefined }}
    >
      <UserPage />
    </Show>
  );
}
