import type { Preferences, PreferencesInput } from '@arogya/contracts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client.js';
import { serverText } from '../../i18n/server-text.js';
import { useConsentWording } from './consent-wording.js';
import { displayMobile } from './phone.js';

/** A refusal the server gives about the number (both of its phone messages name a mobile). */
const isAboutPhone = (message: string) => /mobile/i.test(message);

/** One choice: a short title, then the checkbox labelled with exactly the words agreed to. */
function Choice({
  id,
  title,
  wording,
  checked,
  onChange,
  testId,
  children,
}: {
  id: string;
  title: string;
  wording: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      <label htmlFor={id} className="mt-2 flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          data-testid={testId}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-green-700"
        />
        <span className="text-sm leading-6 text-gray-700">{wording}</span>
      </label>
      {children}
    </div>
  );
}

/**
 * The shopper's message choices (issue 28): WhatsApp order updates with the mobile number they
 * go to, and offers by e-mail, each labelled with the exact words the server records with the
 * consent. Save sends the choices and shows what the server kept; its refusal is shown where
 * it belongs (beside the number when it is about the number). Opting out of WhatsApp also
 * forgets the number: it was given for nothing else.
 */
export default function PreferencesForm({
  initial,
  save,
}: {
  initial: Preferences;
  save: (changes: PreferencesInput) => Promise<Preferences>;
}) {
  const { t } = useTranslation('messages');
  const wording = useConsentWording();
  const id = useId();
  const [whatsapp, setWhatsapp] = useState(initial.whatsappOptIn);
  const [phone, setPhone] = useState(displayMobile(initial.whatsappPhone));
  const [marketing, setMarketing] = useState(initial.marketingEmail);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<{ message: string; phone: boolean } | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  /** A change after a save or a refusal: the old outcome no longer describes the form. */
  const edited = () => {
    setSaved(false);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    edited();
    const changes: PreferencesInput = whatsapp
      ? { whatsappOptIn: true, whatsappPhone: phone.trim() || null, marketingEmail: marketing }
      : { whatsappOptIn: false, whatsappPhone: null, marketingEmail: marketing };
    try {
      const kept = await save(changes);
      setWhatsapp(kept.whatsappOptIn);
      setPhone(displayMobile(kept.whatsappPhone));
      setMarketing(kept.marketingEmail);
      setSaved(true);
    } catch (err) {
      const message = messageOf(err, t('prefs.notSaved'));
      const aboutPhone = whatsapp && isAboutPhone(message);
      setError({ message, phone: aboutPhone });
      if (aboutPhone) phoneInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const phoneError = error?.phone ? serverText(t, error.message) : null;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('prefs.label')}
      data-testid="preferences-form"
      className="space-y-4"
    >
      <Choice
        id={`${id}-whatsapp`}
        title={t('prefs.whatsapp')}
        wording={wording(initial.wording.whatsapp)}
        checked={whatsapp}
        onChange={(on) => {
          setWhatsapp(on);
          edited();
        }}
        testId="prefs-whatsapp"
      >
        {whatsapp && (
          <div className="mt-3 sm:pl-8">
            <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-gray-800">
              {t('prefs.phone')}
            </label>
            <input
              ref={phoneInput}
              id={`${id}-phone`}
              data-testid="prefs-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                edited();
              }}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ''}`}
              className={`mt-1.5 block w-full max-w-xs rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none ${phoneError ? 'border-red-600' : 'border-gray-300'}`}
            />
            <p id={`${id}-phone-hint`} className="mt-1 text-xs text-gray-600">
              {t('prefs.phoneHint')}
            </p>
            {phoneError && (
              <p
                id={`${id}-phone-error`}
                data-testid="prefs-phone-error"
                className="mt-1 text-sm text-red-700"
              >
                {phoneError}
              </p>
            )}
          </div>
        )}
      </Choice>
      <Choice
        id={`${id}-marketing`}
        title={t('prefs.offers')}
        wording={wording(initial.wording.marketing)}
        checked={marketing}
        onChange={(on) => {
          setMarketing(on);
          edited();
        }}
        testId="prefs-marketing"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          data-testid="prefs-save"
          disabled={busy}
          aria-busy={busy}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-6 py-2.5 font-semibold text-white shadow-sm transition hover:bg-green-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {busy && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {busy ? t('prefs.saving') : t('prefs.save')}
        </button>
        <p
          role="status"
          data-testid="prefs-status"
          className={`text-sm ${error && !error.phone ? 'text-red-700' : 'font-medium text-green-800'}`}
        >
          {saved && t('prefs.saved')}
          {error && !error.phone && serverText(t, error.message)}
        </p>
      </div>
    </form>
  );
}
