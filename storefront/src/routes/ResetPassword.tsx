import { PASSWORD_MIN_LENGTH } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError, messagesOf } from '../api/client.js';
import { resetPassword } from '../api/users.js';
import AuthField from '../components/account/AuthField.js';
import AuthLayout from '../components/account/AuthLayout.js';
import SubmitButton from '../components/account/SubmitButton.js';
import { useMergeGuestCart } from '../components/account/useAfterSignIn.js';
import AccountLinkProblem from '../features/account/AccountLinkProblem.js';
import { useLinkToken } from '../features/messages/link-token.js';
import i18n from '../i18n/index.js';
import { serverText } from '../i18n/server-text.js';
import { signedIn } from '../store/auth-slice.js';
import { useAppDispatch } from '../store/index.js';

const NEW_LINK = '/forgot-password';
type Problem = { field: 'password' | 'repeat' | 'form'; message: string };

/**
 * A refusal of the new password (it names the field), or of the link itself: a 400 naming no
 * field is the server saying the link is spent, expired or not its own.
 */
function problemOf(err: unknown): Problem | { deadLink: string } {
  const [english] = messagesOf(err, i18n.t('password.notChanged', { ns: 'account' }));
  const message = serverText(i18n.t, english!);
  if (err instanceof ApiError && err.status === 400) {
    const fields = Array.isArray(err.data.errors) ? err.data.errors : [];
    if (!fields.length) return { deadLink: english! };
    return { field: 'password', message };
  }
  return { field: 'form', message };
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['pages', 'account']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mergeGuestCart = useMergeGuestCart();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) {
      setProblem({ field: 'repeat', message: t('reset.notSame') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await resetPassword(token, password);
      dispatch(signedIn(answer));
      await mergeGuestCart(answer.user);
      toast.success(t('account:password.changed'));
      navigate('/profile', { replace: true });
    } catch (err) {
      const found = problemOf(err);
      if ('deadLink' in found) setDeadLink(found.deadLink);
      else setProblem(found);
      setBusy(false);
    }
  };

  if (deadLink) return <AccountLinkProblem message={deadLink} newLink={NEW_LINK} />;

  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.message : null);
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('reset.label')}
        className="mt-8 space-y-5"
      >
        <AuthField
          testId="reset-password"
          label={t('reset.label')}
          type="password"
          autoComplete="new-password"
          hint={t('reset.hint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(null);
          }}
          error={errorOf('password')}
          autoFocus
        />
        <AuthField
          testId="reset-repeat"
          label={t('reset.again')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => {
            setRepeat(e.target.value);
            setProblem(null);
          }}
          error={errorOf('repeat')}
        />
        {problem?.field === 'form' && (
          <p role="alert" data-testid="reset-error" className="text-sm text-red-700">
            {problem.message}
          </p>
        )}
        <SubmitButton busy={busy} testId="reset-submit">
          {busy ? t('reset.saving') : t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}

/** `/reset-password?token=…` (issue 29): the link of a "choose a new password" e-mail. */
export default function ResetPassword() {
  const { t } = useTranslation('account');
  const token = useLinkToken('token');
  return token ? (
    <ResetForm key={token} token={token} />
  ) : (
    <AccountLinkProblem message={t('link.incomplete')} newLink={NEW_LINK} />
  );
}
