import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.js';
import PreferencesForm from './PreferencesForm.js';
import { savePreferences, usePreferences } from './usePreferences.js';

const SIGNED_IN = { signedIn: true } as const;

/** The loading and error states of the choices, as the shop's other sections show theirs. */
function Pending({ loading, error }: { loading: boolean; error: string | null }) {
  const { t } = useTranslation(['messages', 'common']);
  return loading ? (
    <p role="status" className="text-gray-600">
      {t('loading')}
    </p>
  ) : (
    <p role="alert" className="text-red-600">
      {t('common:error', { message: serverText(t, error ?? '') })}
    </p>
  );
}

/** /profile's "Messages" (issue 28): the signed-in shopper's WhatsApp and offer choices. */
export default function MessagesSection() {
  const { t } = useTranslation('messages');
  const { preferences, loading, error } = usePreferences(SIGNED_IN);
  return (
    <section aria-labelledby="messages-heading" data-testid="profile-messages">
      <h2 id="messages-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
        {t('section.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {preferences?.email
          ? t('section.introTo', { email: preferences.email })
          : t('section.intro')}
      </p>
      <div className="mt-4 max-w-2xl">
        {preferences ? (
          <PreferencesForm
            initial={preferences}
            save={(changes) => savePreferences(SIGNED_IN, changes)}
          />
        ) : (
          <div className="rounded-xl border border-gray-200 bg-white px-4 py-8 text-center shadow-sm">
            <Pending loading={loading} error={error} />
          </div>
        )}
      </div>
    </section>
  );
}
