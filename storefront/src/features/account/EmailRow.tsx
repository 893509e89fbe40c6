import type { Profile } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messagesOf } from '../../api/client.js';
import { resendVerification } from '../../api/users.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import Icon from '../../components/icons/Icon.js';
import { serverText } from '../../i18n/server-text.js';
import AccountRow, { type RowStatus } from './AccountRow.js';

/**
 * The account's e-mail address, and whether it is verified: "Verified", or "Not verified" with
 * a button that sends a new link. An account made with a phone has none (checkout asks for
 * one later).
 */
export default function EmailRow({
  profile,
  onStale,
}: {
  profile: Profile;
  /** the server says the account changed meanwhile (verified in another tab): ask again */
  onStale: () => void;
}) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<RowStatus | null>(null);

  const resend = async () => {
    setBusy(true);
    setStatus(null);
    try {
      setStatus({ text: serverText(t, (await resendVerification()).message) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) onStale();
      const [text] = messagesOf(err, t('email.notSent'));
      setStatus({ text: serverText(t, text!), error: true });
    } finally {
      setBusy(false);
    }
  };

  if (!profile.email)
    return (
      <AccountRow
        label={t('email.label')}
        testId="account-email"
        value={<span className="text-gray-600">{t('email.none')}</span>}
      />
    );

  return (
    <AccountRow
      label={t('email.label')}
      testId="account-email"
      value={
        <>
          <span data-testid="account-email-value">{profile.email}</span>
          {profile.emailVerified ? (
            <span
              data-testid="account-email-verified"
              className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900"
            >
              <Icon name="check-circle" className="size-3.5" />
              {t('email.verified')}
            </span>
          ) : (
            <span
              data-testid="account-email-unverified"
              className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
            >
              {t('email.unverified')}
            </span>
          )}
        </>
      }
      action={
        !profile.emailVerified && (
          <button
            type="button"
            data-testid="account-email-resend"
            onClick={() => void resend()}
            disabled={busy}
            aria-busy={busy}
            className={TEXT_BUTTON}
          >
            {busy ? t('email.sending') : t('email.resend')}
          </button>
        )
      }
      status={status}
    />
  );
}
