import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../api/client.js';
import { rename, type PhoneSignIn } from '../../api/users.js';
import AuthField from '../../components/account/AuthField.js';
import SubmitButton from '../../components/account/SubmitButton.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import { signedIn } from '../../store/auth-slice.js';
import { useAppDispatch } from '../../store/index.js';

/**
 * Asked once, of an account a phone code just made: the person's name, saved with the new
 * session's token before the shop keeps that session (so the header greets them by it). "Skip"
 * keeps the server's placeholder name; the profile can change it later.
 */
export default function NamePrompt({ answer }: { answer: PhoneSignIn }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const profile = await rename(name, answer.token);
      dispatch(signedIn({ user: profile, token: answer.token }));
    } catch (err) {
      setError(
        messagesOf(err, t('name.notSaved'))
          .map((m) => serverText(t, m))
          .join(' '),
      );
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      data-testid="name-prompt"
      aria-label={t('name.yours')}
      className="mt-8 space-y-4"
    >
      <AuthField
        testId="name-prompt-name"
        label={t('name.yours')}
        autoComplete="name"
        placeholder={t('name.placeholder')}
        hint={t('name.hint')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <SubmitButton busy={busy} testId="name-prompt-save">
        {t('name.continue')}
      </SubmitButton>
      <div className="text-center">
        <button
          type="button"
          data-testid="name-prompt-skip"
          disabled={busy}
          onClick={() => dispatch(signedIn(answer))}
          className={TEXT_BUTTON}
        >
          {t('name.skip')}
        </button>
      </div>
    </form>
  );
}
