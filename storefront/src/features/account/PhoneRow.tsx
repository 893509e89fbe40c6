import type { Profile } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPhone, requestPhoneCode } from '../../api/users.js';
import { SECONDARY_BUTTON, TEXT_BUTTON } from '../../components/content/buttons.js';
import { displayMobile } from '../messages/phone.js';
import AccountRow, { type RowStatus } from './AccountRow.js';
import PhoneCodeForm from './PhoneCodeForm.js';
import { useEditing } from './useEditing.js';

/**
 * The account's mobile number (which signs in too), added or changed with a code sent to the
 * new number: the same steps as signing in with it.
 */
export default function PhoneRow({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { editing, open, close, opener } = useEditing();
  const [status, setStatus] = useState<RowStatus | null>(null);

  return (
    <AccountRow
      label={t('phone.label')}
      testId="account-phone"
      value={
        profile.phone ? (
          <span data-testid="account-phone-value">{displayMobile(profile.phone)}</span>
        ) : (
          <span className="text-gray-600">{t('phone.none')}</span>
        )
      }
      action={
        <button
          ref={opener}
          type="button"
          data-testid="account-phone-edit"
          onClick={() => {
            setStatus(null);
            open();
          }}
          className={TEXT_BUTTON}
        >
          {profile.phone ? t('phone.change') : t('phone.add')}
        </button>
      }
      editing={
        editing ? (
          <div className="space-y-3">
            <p className="text-sm text-gray-600">{t('phone.intro')}</p>
            <PhoneCodeForm
              testId="account-phone"
              verifyLabel={t('phone.save')}
              sendCode={requestPhoneCode}
              verify={async (_phone, code) => {
                onSaved(await confirmPhone(code));
                close();
                setStatus({ text: t('phone.saved') });
              }}
              fit
              cancel={
                <button type="button" onClick={close} className={SECONDARY_BUTTON}>
                  {t('common:cancel')}
                </button>
              }
            />
          </div>
        ) : null
      }
      status={status}
    />
  );
}
