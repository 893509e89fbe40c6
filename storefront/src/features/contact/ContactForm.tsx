import type { ContactReceipt } from '@arogya/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../api/client.js';
import { sendContact } from '../../api/notifications.js';
import Icon from '../../components/icons/Icon.js';
import { serverText } from '../../i18n/server-text.js';
import ContactField from './ContactField.js';
import { EMPTY_MESSAGE, FIELDS, fieldOf, type FieldName } from './fields.js';
import Honeypot from './Honeypot.js';

/** The confirmation of a message taken: SPEC's words, and the reference to quote. */
function Confirmation({ receipt }: { receipt: ContactReceipt }) {
  const { t } = useTranslation('messages');
  const box = useRef<HTMLDivElement>(null);
  // the form is below it: on a phone the Send button is a screen away from here
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <div
      ref={box}
      data-testid="contact-confirmation"
      className="flex scroll-mt-40 items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <Icon name="check-circle" className="mt-0.5 h-6 w-6 shrink-0 text-green-600" />
      <div className="min-w-0">
        <p className="font-semibold">{t('contact.sent')}</p>
        <p className="text-sm">{t('contact.thanks')}</p>
        <p className="mt-2 text-sm">
          {t('contact.reference')}{' '}
          <strong data-testid="contact-reference" className="font-mono tracking-wide">
            {receipt.reference}
          </strong>
        </p>
        <p className="mt-1 text-xs text-green-800">{t('contact.copy')}</p>
      </div>
    </div>
  );
}

/**
 * The contact form (SPEC §2, delivered since issue 28): sent to `POST /api/contact`, which
 * answers a reference, e-mails the sender an acknowledgement and support a copy. The
 * confirmation and its reference stay until the person starts another message. With the
 * message go the spam checks' inputs: the hidden field, and how long the form was open.
 */
export default function ContactForm() {
  const { t } = useTranslation('messages');
  const [form, setForm] = useState(EMPTY_MESSAGE);
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const [error, setError] = useState<{ message: string; field: FieldName | null } | null>(null);
  const shownAt = useRef(0);
  const inputs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});

  // when the form was first shown: a person takes a while to fill it in, a robot does not
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const change = (name: FieldName, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setReceipt(null);
    setError(null);
  };

  const send = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const elapsedMs = Math.round(performance.now() - shownAt.current);
      setReceipt(await sendContact({ ...form, website, elapsedMs }));
      setForm(EMPTY_MESSAGE);
      setWebsite('');
    } catch (err) {
      const message = messageOf(err, t('contact.notSent'));
      const field = err instanceof ApiError && err.status === 400 ? fieldOf(message) : null;
      setError({ message, field });
      if (field) inputs.current[field]?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div role="status" aria-live="polite" className="mt-6">
        {receipt && <Confirmation receipt={receipt} />}
      </div>

      <form
        onSubmit={(e) => void send(e)}
        noValidate
        aria-label={t('contact.label')}
        className="mt-4"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <ContactField
              key={field.name}
              field={field}
              value={form[field.name]}
              error={error?.field === field.name ? error.message : null}
              inputRef={(el) => {
                inputs.current[field.name] = el;
              }}
              onChange={(value) => change(field.name, value)}
            />
          ))}
        </div>
        <Honeypot value={website} onChange={setWebsite} />
        {error && !error.field && (
          <p role="alert" data-testid="contact-error" className="mt-5 text-sm text-red-700">
            {serverText(t, error.message)}
          </p>
        )}
        <button
          type="submit"
          data-testid="contact-send"
          disabled={busy}
          aria-busy={busy}
          className="mt-5 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-green-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : (
            <Icon name="send" className="h-4 w-4" />
          )}
          {busy ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
    </>
  );
}
