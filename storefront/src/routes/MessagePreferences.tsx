import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import LinkGate from '../features/messages/LinkGate.js';
import { unsubscribePath, useLinkToken } from '../features/messages/link-token.js';
import LinkProblem from '../features/messages/LinkProblem.js';
import PreferencesForm from '../features/messages/PreferencesForm.js';
import { savePreferences, usePreferences } from '../features/messages/usePreferences.js';

/** The choices of the person the link is for, with the address they are about. */
function LinkedChoices({ token }: { token: string }) {
  const { t } = useTranslation('messages');
  const owner = { token };
  return (
    <LinkGate state={usePreferences(owner)}>
      {(preferences) => (
        <section
          aria-labelledby="link-preferences-title"
          data-testid="link-preferences"
          className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14"
        >
          <p className="text-sm font-semibold tracking-wide text-green-700">{t('link.eyebrow')}</p>
          <h1
            id="link-preferences-title"
            className="mt-2 text-2xl font-bold break-words text-gray-900 sm:text-3xl"
          >
            {preferences.email
              ? t('page.titleTo', { email: preferences.email })
              : t('page.titleYou')}
          </h1>
          <p className="mt-3 text-gray-700">{t('page.intro')}</p>
          <div className="mt-6">
            <PreferencesForm initial={preferences} save={(c) => savePreferences(owner, c)} />
          </div>
          <p className="mt-8 text-sm text-gray-600">
            <Trans
              t={t}
              i18nKey="page.onlyOffers"
              components={{
                unsubscribe: (
                  <Link
                    to={unsubscribePath(token)}
                    className="inline-block py-3 font-medium text-green-700 underline hover:text-green-900"
                  />
                ),
              }}
            />
          </p>
        </section>
      )}
    </LinkGate>
  );
}

/**
 * `/messages/preferences?t=…` (issue 28): where every e-mail's "Choose which messages you get"
 * leads. The same choices as /profile, signed out, for the address the signed link is for.
 */
export default function MessagePreferences() {
  const { t } = useTranslation('messages');
  const token = useLinkToken();
  // keyed: another link opened in the same tab starts over
  return token ? (
    <LinkedChoices key={token} token={token} />
  ) : (
    <LinkProblem message={t('link.noToken')} />
  );
}
