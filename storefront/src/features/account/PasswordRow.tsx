import { PASSWORD_MIN_LENGTH, type Profile, type SignInMethod } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, messagesOf } from '../../api/client.js';
import { changePassword } from '../../api/users.js';
import AuthField from '../../components/account/AuthField.js';
import SaveOrCancel from '../../components/account/SaveOrCancel.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import { signedIn } from '../../store/auth-slice.js';
import { useAppDispatch } from '../../store/index.js';
import AccountRow from './AccountRow.js';
import { PASSWORD_CHANGED } from './texts.js';
import { useEditing } from './useEditing.js';

type Field = 'currentPassword' | 'newPassword' | 'form';

/** What the server sends for "no current password": it ignores the field for such an account. */
const NO_CURRENT_PASSWORD = '-';

const METHOD_NAMES: Record<SignInMethod, string> = {
  password: 'your password',
  google: 'Google',
  phone: 'your phone',
};

/** "Google and your phone": the other ways the account signs in. */
const others = (methods: SignInMethod[]) => {
  const names = methods.filter((m) => m !== 'password').map((m) => METHOD_NAMES[m]);
  if (names.length > 1) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return names[0] ?? 'a code';
};

/** The refusal of each field, by the `errors[].field` the server names. */
function problemsOf(err: unknown): Partial<Record<Field, string>> {
  if (err instanceof ApiError && Array.isArray(err.data.errors) && err.data.errors.length) {
    const out: Partial<Record<Field, string>> = {};
    for (const e of err.data.errors as { field?: string; message?: string }[]) {
      const field = e.field === 'currentPassword' || e.field === 'newPassword' ? e.field : 'form';
      out[field] ??= String(e.message);
    }
    return out;
  }
  return { form: messagesOf(err, 'Your password could not be changed. Please try again.')[0] };
}

/**
 * The account's password: changed with the current one, or set for the first time by an
 * account made with Google or a phone (which has no current one to give). The answer's token
 * is this browser's new session; every other one has ended.
 */
export default function PasswordRow({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: () => void;
}) {
  const dispatch = useAppDispatch();
  const { editing, open, close, opener } = useEditing();
  const hasPassword = profile.signInMethods.includes('password');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblems({});
    try {
      const answer = await changePassword(hasPassword ? current : NO_CURRENT_PASSWORD, next);
      dispatch(signedIn(answer));
      toast.success(PASSWORD_CHANGED);
      close();
      onChanged();
    } catch (err) {
      setProblems(problemsOf(err));
    } finally {
      setBusy(false);
    }
  };

  const form = (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label={hasPassword ? 'Change password' : 'Set a password'}
      className="space-y-3"
    >
      {/* a password manager files the new password under the account's address */}
      <input type="hidden" autoComplete="username" value={profile.email} readOnly />
      {hasPassword && (
        <AuthField
          testId="account-password-current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={problems.currentPassword}
          autoFocus
        />
      )}
      <AuthField
        testId="account-password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Other devices are signed out.`}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={problems.newPassword}
        autoFocus={!hasPassword}
      />
      {problems.form && (
        <p role="alert" className="text-sm text-red-700">
          {problems.form}
        </p>
      )}
      <SaveOrCancel
        busy={busy}
        testId="account-password-save"
        label={'Save password'}
        onCancel={close}
      />
    </form>
  );

  return (
    <AccountRow
      label="Password"
      testId="account-password"
      value={
        hasPassword ? (
          <>
            <span aria-hidden="true">••••••••</span>
            <span className="sr-only">A password is set</span>
          </>
        ) : (
          <span className="text-sm text-gray-600">
            No password yet: you sign in with {others(profile.signInMethods)}.
          </span>
        )
      }
      action={
        <button
          ref={opener}
          type="button"
          data-testid="account-password-edit"
          onClick={() => {
            setCurrent('');
            setNext('');
            setProblems({});
            open();
          }}
          className={TEXT_BUTTON}
        >
          {hasPassword ? 'Change password' : 'Set a password'}
        </button>
      }
      editing={editing ? form : null}
    />
  );
}
