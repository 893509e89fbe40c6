import type { ErasureRequestView, Profile } from '@arogya/contracts';
import { ERASURE_DEADLINE_DAYS } from '@arogya/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messagesOf } from '../../api/client.js';
import { requestErasure } from '../../api/users.js';
import AuthField from '../../components/account/AuthField.js';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/content/buttons.js';
import i18n from '../../i18n/index.js';
import { serverText } from '../../i18n/server-text.js';

/** The refusal of the password (`errors[].field`), else of the request as a whole. */
function problemOf(err: unknown): { password?: string; form?: string } {
  const fallback = i18n.t('erasure.failed', { ns: 'account' });
  if (err instanceof ApiError && Array.isArray(err.data.errors)) {
    const named = (err.data.errors as { field?: string; message?: string }[]).find(
      (e) => e.field === 'password',
    );
    if (named) return { password: serverText(i18n.t, String(named.message ?? fallback)) };
  }
  return {
    form: messagesOf(err, fallback)
      .map((m) => serverText(i18n.t, m))
      .join(' '),
  };
}

/**
 * "Delete my account", asked in a modal dialog (the page behind it inert, Escape or Cancel
 * closes it): what happens, what is kept and why, the password when the account has one, and
 * a red button that says what it does. `onDeleted` gets the request once the server took it
 * (every session has ended by then).
 */
export default function DeleteAccountDialog({
  profile,
  open,
  onClose,
  onDeleted,
}: {
  profile: Profile;
  open: boolean;
  onClose: () => void;
  onDeleted: (request: ErasureRequestView) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const dialog = useRef<HTMLDialogElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const hasPassword = profile.signInMethods.includes('password');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ password?: string; form?: string }>({});

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      setPassword('');
      setProblem({});
      d.showModal();
      // the safe way first: the password to type, else Cancel (never the red button)
      (passwordInput.current ?? cancel.current)?.focus();
    } else if (!open && d.open) d.close();
  }, [open]);

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem({});
    try {
      onDeleted(await requestErasure(hasPassword ? password : undefined));
    } catch (err) {
      const refused = problemOf(err);
      setProblem(refused);
      setBusy(false);
      if (refused.password) passwordInput.current?.select();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="delete-account-heading"
      aria-describedby="delete-account-intro"
      data-testid="delete-account-dialog"
      onClose={onClose}
      onCancel={(e) => busy && e.preventDefault()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-gray-800 shadow-xl backdrop:bg-gray-900/50 sm:p-8"
    >
      <form noValidate onSubmit={(e) => void confirm(e)} className="space-y-4">
        <h2 id="delete-account-heading" className="text-xl font-bold text-gray-900">
          {t('erasure.heading')}
        </h2>
        <p id="delete-account-intro" className="text-sm text-gray-700">
          {t('erasure.intro')}
        </p>
        <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-gray-700">
          <li>{t('erasure.sessions')}</li>
          <li>{t('erasure.erased', { days: ERASURE_DEADLINE_DAYS })}</li>
          <li>
            <strong className="font-semibold text-gray-900">{t('erasure.whatWeKeep')}</strong>{' '}
            {t('erasure.kept')}
          </li>
          <li>{t('erasure.orders')}</li>
          {profile.email && <li>{t('erasure.emails')}</li>}
        </ul>
        {hasPassword && (
          <>
            {/* a password manager offers the password of this account */}
            <input type="hidden" autoComplete="username" value={profile.email} readOnly />
            <AuthField
              ref={passwordInput}
              testId="delete-account-password"
              label={t('erasure.password')}
              type="password"
              autoComplete="current-password"
              hint={t('erasure.passwordHint')}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblem({});
              }}
              error={problem.password}
            />
          </>
        )}
        {problem.form && (
          <p role="alert" data-testid="delete-account-error" className="text-sm text-red-700">
            {problem.form}
          </p>
        )}
        <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse sm:justify-start">
          <button
            type="submit"
            data-testid="delete-account-confirm"
            disabled={busy}
            aria-busy={busy}
            className={DANGER_BUTTON}
          >
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy ? t('erasure.deleting') : t('erasure.confirm')}
          </button>
          <button
            ref={cancel}
            type="button"
            onClick={onClose}
            disabled={busy}
            className={SECONDARY_BUTTON}
          >
            {t('common:cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
