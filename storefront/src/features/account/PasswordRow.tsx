import { PASSWORD_MIN_LENGTH, type Profile, type SignInMethod } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, messagesOf } from '../../api/client.js';
import { changePassword } from '../../api/users.js';
import AuthField from '../../components/account/AuthField.js';
import SaveOrCancel from '../../components/account/SaveOrCancel.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import i18n from '../../i18n/index.js';
import { serverText } from '../../i18n/server-text.js';
import { signedIn } from '../../store/auth-slice.js';
import { useAppDispatch } from '../../store/index.js';
import AccountRow from './AccountRow.js';
import { useEditing } from './useEditing.js';

type Field = 'currentPassword' | 'newPassword' | 'form';

/** What the server sends for "no current password": it ignores the field for such an account. */
const NO_CURRENT_PASSWORD = '-';

/** "Google and your phone": the other ways the account signs in, in the language shown. */
const others = (methods: SignInMethod[]) => {
  const names = methods
    .filter((m) => m !== 'password')
    .map((m) => i18n.t(`password.methods.${m}`, { ns: 'account' }));
  if (names.length > 1)
    return i18n.t('password.methods.list', {
      ns: 'account',
      first: names.slice(0, -1).join(', '),
      last: names.at(-1) ?? '',
    });
  return names[0] ?? i18n.t('password.methods.code', { ns: 'account' });
};

/** The refusal of each field, by the `errors[].field` the server names. */
function problemsOf(err: unknown): Partial<Record<Field, string>> {
  if (err instanceof ApiError && Array.isArray(err.data.errors) && err.data.errors.length) {
    const out: Partial<Record<Field, string>> = {};
    for (const e of err.data.errors as { field?: string; message?: string }[]) {
      const field = e.field === 'currentPassword' || e.field === 'newPassword' ? e.field : 'form';
      out[field] ??= serverText(i18n.t, String(e.message));
    }
    return out;
  }
  const [message] = messagesOf(err, i18n.t('password.notChanged', { ns: 'account' }));
  return { form: serverText(i18n.t, message!) };
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
  const { t } = useTranslation('account');
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
      toast.success(t('password.changed'));
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
      aria-label={hasPassword ? t('password.change') : t('password.set')}
      className="space-y-3"
    >
      {/* a password manager files the new password under the account's address */}
      <input type="hidden" autoComplete="username" value={profile.email} readOnly />
      {hasPassword && (
        <AuthField
          testId="account-password-current"
          label={t('password.current')}
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
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
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
        label={t('password.save')}
        onCancel={close}
      />
    </form>
  );

  return (
    <AccountRow
      label={t('password.label')}
      testId="account-password"
      value={
        hasPassword ? (
          <>
            <span aria-hidden="true">••••••••</span>
            <span className="sr-only">{t('password.isSet')}</span>
          </>
        ) : (
          <span className="text-sm text-gray-600">
            {t('password.none', { methods: others(profile.signInMethods) })}
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
          {hasPassword ? t('password.change') : t('password.set')}
        </button>
      }
      editing={editing ? form : null}
    />
  );
}
