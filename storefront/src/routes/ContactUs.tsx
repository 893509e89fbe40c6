import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import IconTile from '../components/content/IconTile.js';
import PageHero from '../components/content/PageHero.js';
import { useScrollToTop } from '../components/content/useScrollToTop.js';
import { useTimedConfirmation } from '../components/content/useTimedConfirmation.js';
import type { IconName } from '../components/icons/icon-paths.js';
import Icon from '../components/icons/Icon.js';
import ContactLink from '../components/layout/ContactLink.js';
import { SHOP } from '../config/shop.js';

/** SPEC §9: the contact confirmation shows for 3 seconds. */
const CONFIRMATION_MS = 3000;

const EMPTY = { name: '', email: '', subject: '', message: '' };

interface Field {
  name: keyof typeof EMPTY;
  label: string;
  placeholder: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Spans both columns on wider screens. */
  wide?: boolean;
  /** A multi-line message box of this many rows. */
  rows?: number;
}

/** The message form's fields, in order (SPEC §2: full name, email, subject, message). */
const FIELDS: readonly Field[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name', placeholder: 'Your full name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  { name: 'subject', label: 'Subject', placeholder: 'How can we help?', wide: true },
  { name: 'message', label: 'Message', placeholder: 'Tell us a little more…', wide: true, rows: 6 },
];

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none';

/** A labelled input of the message form (a textarea for the message). */
function ContactField({
  field: { name, label, placeholder, type = 'text', autoComplete, wide, rows },
  value,
  onChange,
}: {
  field: Field;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `contact-${name}`;
  const input = {
    id,
    name,
    placeholder,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...input} className={`${inputClass} resize-y`} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...input} className={inputClass} />
      )}
    </div>
  );
}

function InfoCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-100 transition-shadow hover:shadow-md">
      <IconTile
        icon={icon}
        className="inline-flex h-12 w-12 rounded-xl bg-green-50 text-green-700"
      />
      <h2 className="mt-4 text-base font-semibold text-gray-900">{title}</h2>
      <div className="mt-1.5 text-sm leading-6 break-words text-gray-600">{children}</div>
    </li>
  );
}

/** Contact page (SPEC §2): nothing is transmitted; sending only shows a confirmation. */
export default function ContactUs() {
  useScrollToTop();
  const [form, setForm] = useState(EMPTY);
  const sent = useTimedConfirmation(CONFIRMATION_MS);

  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    sent.show(() => setForm(EMPTY));
  };

  return (
    <div>
      <PageHero eyebrow="Customer care" title="We'd love to hear from you">
        <p>
          Questions about a product, an order or your wellness routine? Our team in Udaipur is here
          to help — reach out by phone, e-mail or the form below.
        </p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul
          className="relative z-10 -mt-8 grid gap-4 sm:grid-cols-2 lg:-mt-10 lg:grid-cols-4"
          aria-label="Contact details"
        >
          <InfoCard title="Phone" icon="phone">
            <ContactLink kind="phone" className="font-medium text-green-700 hover:text-green-900" />
            <p>Speak to our wellness advisors.</p>
          </InfoCard>
          <InfoCard title="Email" icon="mail">
            <ContactLink
              kind="email"
              className="font-medium break-all text-green-700 hover:text-green-900"
            />
            <p>We reply within 24 hours.</p>
          </InfoCard>
          <InfoCard title="Store Hours" icon="clock">
            <p className="font-medium text-gray-800">{SHOP.storeHours}</p>
            <p>Our phone lines and store are open during these hours.</p>
          </InfoCard>
          <InfoCard title="Address" icon="map-pin">
            <address className="not-italic">{SHOP.address}</address>
          </InfoCard>
        </ul>

        <div className="mt-16 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="contact-form-heading">
            <h2
              id="contact-form-heading"
              className="text-2xl font-bold tracking-tight text-gray-900"
            >
              Write to us
            </h2>
            <p className="mt-2 text-gray-600">
              Fill in the form and a member of our customer care team will get back to you.
            </p>

            <div role="status" aria-live="polite" className="mt-6">
              {sent.shown && (
                <div
                  data-testid="contact-confirmation"
                  className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
                >
                  <Icon name="check-circle" className="mt-0.5 h-6 w-6 shrink-0 text-green-600" />
                  <div>
                    <p className="font-semibold">Message Sent!</p>
                    <p className="text-sm">
                      {"Thank you for contacting us. We'll respond within 24 hours."}
                    </p>
                  </div>
                </div>
              )}
            </div>

            <form onSubmit={send} noValidate className="mt-4 space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                {FIELDS.map((field) => (
                  <ContactField
                    key={field.name}
                    field={field}
                    value={form[field.name]}
                    onChange={(value) => setForm((f) => ({ ...f, [field.name]: value }))}
                  />
                ))}
              </div>
              <button
                type="submit"
                className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-green-800 sm:w-auto"
              >
                <Icon name="send" className="h-4 w-4" />
                Send Message
              </button>
            </form>
          </section>

          <section aria-labelledby="contact-map-heading" className="flex flex-col">
            <h2
              id="contact-map-heading"
              className="text-2xl font-bold tracking-tight text-gray-900"
            >
              Visit our store
            </h2>
            <p className="mt-2 text-gray-600">{SHOP.address}</p>
            <div className="mt-6 min-h-80 flex-1 overflow-hidden rounded-2xl shadow-sm ring-1 ring-gray-200">
              <iframe
                title={`Map showing the ${SHOP.name} store in Udaipur, Rajasthan`}
                src={SHOP.mapEmbedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="h-full min-h-80 w-full border-0"
              />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
