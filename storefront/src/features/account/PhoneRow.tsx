import type { Profile } from '@arogya/contracts';
import { useState } from 'react';
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
  const { editing, open, close, opener } = useEditing();
  const [status, setStatus] = useState<RowStatus | null>(null);

  return (
    <AccountRow
      label="Mobile number"
      testId="account-phone"
      value={
        profile.phone ? (
          <span data-testid="account-phone-value">{displayMobile(profile.phone)}</span>
        ) : (
          <span className="text-gray-600">No mobile number</span>
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
          {profile.phone ? 'Change number' : 'Add a number'}
        </button>
      }
      editing={
        editing ? (
          <div className="space-y-3">
            <p className="text-sm text-gray-600">
              We text the number a code. Once it is yours, it signs you in too.
            </p>
            <PhoneCodeForm
              testId="account-phone"
              verifyLabel="Save this number"
              sendCode={requestPhoneCode}
              verify={async (_phone, code) => {
                onSaved(await confirmPhone(code));
                close();
                setStatus({ text: 'Your mobile number is saved.' });
              }}
              fit
              cancel={
                <button type="button" onClick={close} className={SECONDARY_BUTTON}>
                  Cancel
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
