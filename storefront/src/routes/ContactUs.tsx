import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import PageHero from '../components/content/PageHero.js';
import { useScrollToTop } from '../components/content/useScrollToTop.js';
import Icon from '../components/icons/Icon.js';
import type { IconName } from '../components/icons/icon-paths.js';
import { SHOP } from '../config/shop.js';

/** SPEC §9: the contact confirmation shows for 3 seconds. */
const CONFIRMATION_MS = 3000;

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none';

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
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-green-50 text-green-700">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-gray-900">{title}</h2>
      <div className="mt-1.5 text-sm leading-6 break-words text-gray-600">{children}</div>
    </li>
  );
}

/** Contact page (SPEC §2): nothing is transmitted; sending only shows a confirmation. */
export default function ContactUs() {
  useScrollToTop();
  const [form, setForm] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSent(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSent(false);
      setForm(EMPTY);
    }, CONFIRMATION_MS);
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
            <a href={SHOP.phoneHref} className="font-medium text-green-700 hover:text-green-900">
              {SHOP.phone}
            </a>
            <p>Speak to our wellness advisors.</p>
          </InfoCard>
          <InfoCard title="Email" icon="mail">
            <a
              href={`mailto:${SHOP.email}`}
              className="font-medium break-all text-green-700 hover:text-green-900"
            >
              {SHOP.email}
            </a>
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
              {sent && (
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
                <div>
                  <label htmlFor="contact-name" className="text-sm font-medium text-gray-800">
                    Full name
                  </label>
                  <input
                    id="contact-name"
                    name="name"
                    type="text"
                    autoComplete="name"
                    placeholder="Your full name"
                    value={form.name}
                    onChange={update('name')}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor="contact-email" className="text-sm font-medium text-gray-800">
                    Email
                  </label>
                  <input
                    id="contact-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    value={form.email}
                    onChange={update('email')}
                    className={inputClass}
                  />
                </div>
              </div>
              <div>
                <label htmlFor="contact-subject" className="text-sm font-medium text-gray-800">
                  Subject
                </label>
                <input
                  id="contact-subject"
                  name="subject"
                  type="text"
                  placeholder="How can we help?"
                  value={form.subject}
                  onChange={update('subject')}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="contact-message" className="text-sm font-medium text-gray-800">
                  Message
                </label>
                <textarea
                  id="contact-message"
                  name="message"
                  rows={6}
                  placeholder="Tell us a little more…"
                  value={form.message}
                  onChange={update('message')}
                  className={`${inputClass} resize-y`}
                />
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
