import type { ErasureRequestView } from '@arogya/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import AccountRow from '../account/AccountRow.js';
import type { ProfileState } from '../account/useProfile.js';
import DeleteAccountDialog from './DeleteAccountDialog.js';
import DownloadDataRow from './DownloadDataRow.js';

/**
 * /profile's "Your data" (DPDP Act 2023; issue 29): a copy of everything the shop holds about
 * the person, and the deletion of the account. Deleting waits for the account (`account`, the
 * page's): whether it asks for a password depends on it.
 */
export default function YourDataSection({
  account,
  onDeleted,
}: {
  account: ProfileState;
  onDeleted: (request: ErasureRequestView) => void;
}) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const { profile } = account;
  return (
    <section aria-labelledby="your-data-heading" data-testid="profile-your-data">
      <h2 id="your-data-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
        {t('data.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        <Trans
          t={t}
          i18nKey="data.intro"
          components={{
            policy: <Link to="/privacyPolicy" className="font-medium text-green-800 underline" />,
          }}
        />
      </p>
      <div className="mt-4 max-w-2xl rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6">
        <div className="divide-y divide-gray-200">
          <DownloadDataRow />
          <AccountRow
            label={t('data.deleteLabel')}
            testId="data-delete"
            value={
              <span className="text-sm break-normal text-gray-700">{t('data.deleteText')}</span>
            }
            action={
              <button
                type="button"
                data-testid="data-delete-button"
                onClick={() => setAsking(true)}
                disabled={!profile}
                aria-haspopup="dialog"
                className={`${TEXT_BUTTON} text-red-700! hover:bg-red-50!`}
              >
                {t('erasure.confirm')}
              </button>
            }
          />
        </div>
      </div>
      {profile && (
        <DeleteAccountDialog
          profile={profile}
          open={asking}
          onClose={() => setAsking(false)}
          onDeleted={onDeleted}
        />
      )}
    </section>
  );
}
