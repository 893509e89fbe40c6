import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageOf } from '../api/client.js';
import { unsubscribe } from '../api/notifications.js';
import { SECONDARY_LINK } from '../components/content/buttons.js';
import LinkOutcomePanel from '../components/content/LinkOutcomePanel.js';
import LinkGate from '../features/messages/LinkGate.js';
import { preferencesPath, useLinkToken } from '../features/messages/link-token.js';
import LinkProblem from '../features/messages/LinkProblem.js';
import { usePreferences } from '../features/messages/usePreferences.js';
import { serverText } from '../i18n/server-text.js';

/**
 * Asks for the click, then unsubscribes: opening the link changes nothing, because mail
 * scanners open every link of a message before the person does.
 */
function UnsubscribeFromOffers({ token, email }: { token: string; email: string | null }) {
  const { t } = useTranslation('messages');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ email: string | null } | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await unsubscribe(token);
      setDone({ email: answer.email ?? email });
    } catch (err) {
      setError(messageOf(err, t('unsubscribe.failed')));
    } finally {
      setBusy(false);
    }
  };

  const address = done?.email ?? email;
  return (
    <LinkOutcomePanel
      id="unsubscribe"
      done={done !== null}
      title={done ? t('unsubscribe.done') : t('unsubscribe.question')}
      status={
        done ? (
          <p data-testid="unsubscribe-done">
            {t('unsubscribe.noMore', { address: address ?? t('unsubscribe.yourAddress') })}
          </p>
        ) : (
          <p>{address ? t('unsubscribe.willStopTo', { address }) : t('unsubscribe.willStop')}</p>
        )
      }
      error={serverText(t, error)}
      errorTestId="unsubscribe-error"
      actions={
        <>
          {!done && (
            <button
              type="button"
              data-testid="unsubscribe-confirm"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-green-800 disabled:cursor-wait disabled:opacity-70"
            >
              {busy ? t('unsubscribe.busy') : t('unsubscribe.confirm')}
            </button>
          )}
          <Link to={preferencesPath(token)} className={SECONDARY_LINK}>
            {t('unsubscribe.choose')}
          </Link>
        </>
      }
    />
  );
}

/** Reads the link's address first (a GET changes nothing), so the page names it. */
function LinkedUnsubscribe({ token }: { token: string }) {
  return (
    <LinkGate state={usePreferences({ token })}>
      {(preferences) => <UnsubscribeFromOffers token={token} email={preferences.email} />}
    </LinkGate>
  );
}

/** `/messages/unsubscribe?t=…` (issue 28): a marketing e-mail's unsubscribe link, signed out. */
export default function Unsubscribe() {
  const { t } = useTranslation('messages');
  const token = useLinkToken();
  return token ? (
    <LinkedUnsubscribe key={token} token={token} />
  ) : (
    <LinkProblem message={t('link.noToken')} />
  );
}
