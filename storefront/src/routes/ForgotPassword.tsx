import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messagesOf } from '../api/client.js';
import { forgotPassword } from '../api/users.js';
import AuthField from '../components/account/AuthField.js';
import AuthLayout from '../components/account/AuthLayout.js';
import SubmitButton from '../components/account/SubmitButton.js';
import { SECONDARY_BUTTON } from '../components/content/buttons.js';
import Icon from '../components/icons/Icon.js';

/**
 * `/forgot-password` (issue 29): an address, and a link to choose a new password goes to it.
 * The answer is the same whether or not the address has an account (the page must not tell a
 * stranger who shops here), so the page says where to look, not that it was found.
 */
export default function ForgotPassword() {
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
      setError(messagesOf(err, 'The link could not be sent. Please try again.').join(' '));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (sent !== null)
    return (
      <AuthLayout title="Check your e-mail" subtitle={`Look in the inbox of ${email}.`}>
        <div data-testid="forgot-password-sent" className="mt-8 space-y-6">
          <div className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900">
            <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
            <p role="status" className="text-sm leading-6">
              {sent}
            </p>
          </div>
          <p className="text-sm leading-6 text-gray-700">
            Open the link in the e-mail to choose a new password. Nothing there after a few minutes?
            Look in your spam folder, or check the address and send it again.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              data-testid="forgot-password-again"
              onClick={() => setSent(null)}
              className={SECONDARY_BUTTON}
            >
              Send it again
            </button>
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-green-800 hover:bg-green-50"
            >
              Back to sign in
            </Link>
          </div>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Tell us the e-mail address of your account. We will send it a link to choose a new password."
      switchTo={{ prompt: 'Remember it?', label: 'Sign in', path: '/login' }}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-5">
        <AuthField
          ref={field}
          testId="forgot-password-email"
          label="Email"
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
          {busy ? 'Sending...' : 'Send me a link'}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm text-gray-600">
        Signed up with your phone or Google? You need no password:{' '}
        <Link to="/login" className="font-medium text-green-800 underline underline-offset-2">
          sign in that way
        </Link>
        .
      </p>
    </AuthLayout>
  );
}
