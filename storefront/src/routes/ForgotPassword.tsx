import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messagesOf } from '../api/client.js';
import { forgotPassword } from '../api/users.js';
import AuthField from '../components/account/AuthField.js';
import AuthLayout from '../components/account/AuthLayout.js';
import SubmitButton from '../components/account/SubmitButton.js';
import { SECONDARY_BUTTON } from '../components/content/buttons.js';
import Icon from '../components/icons/Icon.js';
import { serverText } from '../i18n/server-text.js';

/**
 * `/forgot-password` (issue 29): an address, and a link to choose a new password goes to it.
 * The answer is the same whether or not the address has an account (the page must not tell a
 * stranger who shops here), so the page says where to look, not that it was found.
 */
export default function ForgotPassword() {
  const { t } = useTranslation(['pages', 'account']);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent((await forgotPassword(email)).message);
    } catch (err) {
      setError(
        messagesOf(err, t('account:email.notSent'))
          .map((m) => serverText(t, m))
          .join(' '),
      );
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (sent !== null)
    return (
      <AuthLayout title={t('forgot.sentTitle')} subtitle={t('forgot.sentSubtitle', { email })}>
        <div data-testid="forgot-password-sent" className="mt-8 space-y-6">
          <div className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900">
            <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
            <p role="status" className="text-sm leading-6">
              {serverText(t, sent)}
            </p>
          </div>
          <p className="text-sm leading-6 text-gray-700">{t('forgot.sentText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              data-testid="forgot-password-again"
              onClick={() => setSent(null)}
              className={SECONDARY_BUTTON}
            >
              {t('forgot.again')}
            </button>
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-green-800 hover:bg-green-50"
            >
              {t('forgot.back')}
            </Link>
          </div>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      switchTo={{ prompt: t('forgot.remember'), label: t('forgot.signIn'), path: '/login' }}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-5">
        <AuthField
          ref={field}
          testId="forgot-password-email"
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <SubmitButton busy={busy} testId="forgot-password-submit">
          {busy ? t('forgot.sending') : t('forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm text-gray-600">
        <Trans
          t={t}
          i18nKey="forgot.noPassword"
          components={{
            signIn: (
              <Link
                to="/login"
                className="font-medium text-green-800 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </AuthLayout>
  );
}
