import { Chip, Stack } from '@mui/material';
import { dayOf } from '../common/dateTime';
import { ROLE_CHOICES } from './roles';
import { Fact, Facts } from '../common/Facts';
import { formatPhone, SIGN_IN_LABELS, type UserPageRecord } from './user-format';
import { useT, type T } from '../i18n';

const roleName = (t: T, role: string) => {
  const key = ROLE_CHOICES.find((r) => r.id === role)?.name;
  return key ? t(key) : role;
};

/** The e-mail address and whether its owner proved it theirs (in words, not colour alone). */
function Email({ user }: { user: UserPageRecord }) {
  const t = useT();
  if (!user.email) return <>—</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <span>{user.email}</span>
      <Chip
        size="small"
        label={t(user.emailVerified ? 'users.verified' : 'users.notVerified')}
        color={user.emailVerified ? 'success' : 'default'}
        variant={user.emailVerified ? 'filled' : 'outlined'}
        data-testid="user-email-verified"
      />
    </Stack>
  );
}

/** Who the person is and how they sign in: name, e-mail, phone, sign-in methods, role, joined. */
export function UserFacts({ user }: { user: UserPageRecord }) {
  const t = useT();
  return (
    <Facts>
      <Fact label={t('users.name')} testId="user-name">
        {user.name}
      </Fact>
      <Fact label={t('users.email')} testId="user-email">
        <Email user={user} />
      </Fact>
      <Fact label={t('users.phone')} testId="user-phone">
        {user.phone ? formatPhone(user.phone) : '—'}
      </Fact>
      <Fact label={t('users.signsInWith')} testId="user-sign-in">
        {user.signInMethods.length ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {user.signInMethods.map((m) => (
              <Chip
                key={m}
                size="small"
                label={t(SIGN_IN_LABELS[m])}
                data-testid="sign-in-method"
              />
            ))}
          </Stack>
        ) : (
          t('users.noSignIn')
        )}
      </Fact>
      <Fact label={t('users.roleLabel')} testId="user-role">
        {roleName(t, user.role)}
      </Fact>
      <Fact label={t('users.joined')} testId="user-joined">
        {user.createdAt ? dayOf(user.createdAt) : '—'}
      </Fact>
    </Facts>
  );
}
