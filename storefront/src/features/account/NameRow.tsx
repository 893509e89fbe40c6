import type { Profile } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../api/client.js';
import { rename } from '../../api/users.js';
import AuthField from '../../components/account/AuthField.js';
import SaveOrCancel from '../../components/account/SaveOrCancel.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import AccountRow, { type RowStatus } from './AccountRow.js';
import { useEditing } from './useEditing.js';

/** The account's name, and a form to change it. */
export default function NameRow({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useTranslation('account');
  const { editing, open, close, opener } = useEditing();
  const [name, setName] = useState(profile.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<RowStatus | null>(null);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await rename(name));
      close();
      setStatus({ text: t('name.saved') });
    } catch (err) {
      setError(
        messagesOf(err, t('name.notSaved'))
          .map((m) => serverText(t, m))
          .join(' '),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountRow
      label={t('name.label')}
      testId="account-name"
      value={<span data-testid="account-name-value">{profile.name}</span>}
      action={
        <button
          ref={opener}
          type="button"
          data-testid="account-name-edit"
          onClick={() => {
            setName(profile.name);
            setStatus(null);
            open();
          }}
          className={TEXT_BUTTON}
        >
          {t('name.change')}
        </button>
      }
      editing={
        editing ? (
          <form
            noValidate
            onSubmit={(e) => void save(e)}
            className="space-y-3"
            aria-label={t('name.label')}
          >
            <AuthField
              testId="account-name-input"
              label={t('name.yours')}
              autoComplete="name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              error={error}
              autoFocus
            />
            <SaveOrCancel
              busy={busy}
              testId="account-name-save"
              label={t('name.save')}
              onCancel={close}
            />
          </form>
        ) : null
      }
      status={status}
    />
  );
}
