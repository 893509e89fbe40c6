import type { Profile } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, messagesOf } from '../api/client.js';
import { verifyEmail } from '../api/users.js';
import { PRIMARY_LINK, SECONDARY_LINK } from '../components/content/buttons.js';
import LinkOutcomePanel from '../components/content/LinkOutcomePanel.js';
import AccountLinkProblem from '../features/account/AccountLinkProblem.js';
import { useLinkToken } from '../features/messages/link-token.js';
import i18n from '../i18n/index.js';
import { serverText } from '../i18n/server-text.js';
import { useAppSelector } from '../store/index.js';

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified'; profile: Profile }
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string };

/** The server refused the link itself (rather than failing to answer, or asking to wait). */
const refusesLink = (err: unknown) =>
  err instanceof ApiError && [400, 403, 404].includes(err.status);

/**
 * One verification per token and page load: a link is used once, and a second call for it
 * (React's development double effect, a re-render) would be told it was already used.
 */
const calls = new Map<string, Promise<Profile>>();
const verifyOnce = (token: string) => {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmail(token);
    // a failure to answer may be tried again; a refusal stays the answer
    call.catch((err: unknown) => {
      if (!refusesLink(err)) calls.delete(token);
    });
    calls.set(token, call);
  }
  return call;
};

function Verifying({ token }: { token: string }) {
  const { t } = useTranslation(['pages', 'account', 'common']);
  const signedIn = useAppSelector((s) => s.auth.user) !== null;
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setOutcome({ state: 'verifying' });
    verifyOnce(token).then(
      (profile) => active && setOutcome({ state: 'verified', profile }),
      (err: unknown) => {
        if (!active) return;
        const [message] = messagesOf(err, i18n.t('verify.failed', { ns: 'pages' }));
        setOutcome({ state: refusesLink(err) ? 'refused' : 'failed', message: message! });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  if (outcome.state === 'refused')
    return (
      <AccountLinkProblem
        message={outcome.message}
        newLink={signedIn ? '/profile' : '/login?redirect=profile'}
      />
    );

  const verified = outcome.state === 'verified';
  return (
    <LinkOutcomePanel
      id="verify-email"
      done={verified}
      title={verified ? t('verify.done') : t('verify.verifying')}
      status={
        <>
          {outcome.state === 'verifying' && <p>{t('verify.moment')}</p>}
          {verified && (
            <p data-testid="verify-email-done">
              {t('verify.thanks', { email: outcome.profile.email })}
            </p>
          )}
        </>
      }
      error={
        outcome.state === 'failed'
          ? t('common:error', { message: serverText(t, outcome.message) })
          : null
      }
      actions={
        <>
          {outcome.state === 'failed' && (
            <button type="button" onClick={() => setAttempt((n) => n + 1)} className={PRIMARY_LINK}>
              {t('account:tryAgain')}
            </button>
          )}
          {verified &&
            (signedIn ? (
              <Link to="/profile" className={PRIMARY_LINK}>
                {t('verify.toAccount')}
              </Link>
            ) : (
              <Link to="/login?redirect=profile" className={PRIMARY_LINK}>
                {t('verify.signIn')}
              </Link>
            ))}
          {outcome.state !== 'verifying' && (
            <Link to="/" className={SECONDARY_LINK}>
              {t('verify.continue')}
            </Link>
          )}
        </>
      }
    />
  );
}

/**
 * `/verify-email?token=…` (issue 29): the link of the sign-up e-mail. Opening it verifies the
 * address (the link proves the person reads that inbox; it changes nothing else), then says so
 * with the ways on; a spent or expired link says why, and where a new one is asked for.
 */
export default function VerifyEmail() {
  const { t } = useTranslation('account');
  const token = useLinkToken('token');
  const signedIn = useAppSelector((s) => s.auth.user) !== null;
  return token ? (
    <Verifying key={token} token={token} />
  ) : (
    <AccountLinkProblem
      message={t('link.incomplete')}
      newLink={signedIn ? '/profile' : '/login?redirect=profile'}
    />
  );
}
