import type { Profile } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { messagesOf } from '../../api/client.js';
import { rename } from '../../api/users.js';
import AuthField from '../../components/account/AuthField.js';
import SaveOrCancel from '../../components/account/SaveOrCancel.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
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
      setStatus({ text: 'Your name is saved.' });
    } catch (err) {
      setError(messagesOf(err, 'Your name could not be saved. Please try again.').join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountRow
      label="Name"
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
          Change name
        </button>
      }
      editing={
        editing ? (
          <form noValidate onSubmit={(e) => void save(e)} className="space-y-3" aria-label="Name">
            <AuthField
              testId="account-name-input"
              label="Your name"
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
              label={'Save name'}
              onCancel={close}
            />
          </form>
        ) : null
      }
      status={status}
    />
  );
}
