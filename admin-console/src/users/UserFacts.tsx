import { Chip, Stack } from '@mui/material';
import { dayOf } from '../common/dateTime';
import { ROLE_CHOICES } from './roles';
import { Fact, Facts } from '../common/Facts';
import { formatPhone, SIGN_IN_LABELS, type UserPageRecord } from './user-format';

const roleName = (role: string) => ROLE_CHOICES.find((r) => r.id === role)?.name ?? role;

/** The e-mail address and whether its owner proved it theirs (in words, not colour alone). */
function Email({ user }: { user: UserPageRecord }) {
  if (!user.email) return <>—</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <span>{user.email}</span>
      <Chip
        size="small"
        label={user.emailVerified ? 'Verified' : 'Not verified'}
        color={user.emailVerified ? 'success' : 'default'}
        variant={user.emailVerified ? 'filled' : 'outlined'}
        data-testid="user-email-verified"
      />
    </Stack>
  );
}

/** Who the person is and how they sign in: name, e-mail, phone, sign-in methods, role, joined. */
export function UserFacts({ user }: { user: UserPageRecord }) {
  return (
    <Facts>
      <Fact label="Name" testId="user-name">
        {user.name}
      </Fact>
      <Fact label="E-mail" testId="user-email">
        <Email user={user} />
      </Fact>
      <Fact label="Phone" testId="user-phone">
        {user.phone ? formatPhone(user.phone) : '—'}
      </Fact>
      <Fact label="Signs in with" testId="user-sign-in">
        {user.signInMethods.length ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {user.signInMethods.map((m) => (
              <Chip key={m} size="small" label={SIGN_IN_LABELS[m]} data-testid="sign-in-method" />
            ))}
          </Stack>
        ) : (
          'No way to sign in'
        )}
      </Fact>
      <Fact label="Role" testId="user-role">
        {roleName(user.role)}
      </Fact>
      <Fact label="Joined" testId="user-joined">
        {user.createdAt ? dayOf(user.createdAt) : '—'}
      </Fact>
    </Facts>
  );
}
