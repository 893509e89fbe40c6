import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import EmailRow from './EmailRow.js';
import NameRow from './NameRow.js';
import PasswordRow from './PasswordRow.js';
import PhoneRow from './PhoneRow.js';
import type { ProfileState } from './useProfile.js';

/**
 * /profile's "Account" (issue 29): the name, the e-mail address and whether it is verified,
 * the mobile number, the password; each changed in place. `account` is the page's
 * `useProfile()`, which "Your data" reads too (whether deleting asks for a password).
 */
export default function AccountSection({ account }: { account: ProfileState }) {
  const { t } = useTranslation(['account', 'common']);
  const { profile, loading, error, update, reload } = account;
  return (
    <section aria-labelledby="account-heading" data-testid="profile-account">
      <h2 id="account-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
        {t('section.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('section.intro')}</p>
      <div className="mt-4 max-w-2xl rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6">
        {profile ? (
          <div className="divide-y divide-gray-200">
            <NameRow profile={profile} onSaved={update} />
            <EmailRow profile={profile} onStale={reload} />
            <PhoneRow profile={profile} onSaved={update} />
            <PasswordRow profile={profile} onChanged={reload} />
          </div>
        ) : loading ? (
          <p role="status" className="py-8 text-center text-gray-600">
            {t('section.loading')}
          </p>
        ) : (
          <div className="py-8 text-center">
            <p role="alert" className="text-red-600">
              {t('common:error', { message: serverText(t, error ?? '') })}
            </p>
            <button type="button" onClick={reload} className={`mt-4 ${SECONDARY_BUTTON}`}>
              {t('tryAgain')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
