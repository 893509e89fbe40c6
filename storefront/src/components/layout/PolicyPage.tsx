import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHOP } from '../../config/shop.js';
import { locale } from '../../i18n/index.js';
import type { IconName } from '../icons/icon-paths.js';
import Icon from '../icons/Icon.js';
import ContactLink from './ContactLink.js';

export interface PolicySection {
  /** The anchor of the section, used by the "On this page" list. */
  id: string;
  title: string;
  body: ReactNode;
}

/** The `policies` namespace's `t`, as the pages build their sections with it. */
export type PoliciesT = TFunction<'policies'>;

/** The shop's contact links, for `<Trans>`: `<email/>` and `<phone/>` in a text. */
export const CONTACT_LINKS = {
  email: <ContactLink kind="email" />,
  phone: <ContactLink kind="phone" />,
} as const;

/** A link of the contact list: a line of its own, so as tall as a thumb (44 px). */
const LINE_LINK = 'inline-flex min-h-11 items-center';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "27 August 2025" / "27 अगस्त 2025": a policy's date (ISO "2025-08-27", or written as the
 * shop config writes it, "27 August 2025") in the language shown.
 */
export function policyDay(date: string): string {
  const written = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(date);
  const month = written ? MONTHS.indexOf(written[2]!) : -1;
  const day = written
    ? month < 0
      ? null
      : new Date(Date.UTC(Number(written[3]), month, Number(written[1])))
    : new Date(`${date}T00:00:00Z`);
  if (!day || Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(locale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The last section of every policy page. */
function contactSection(t: PoliciesT): PolicySection {
  const details: readonly { icon: IconName; detail: ReactNode }[] = [
    { icon: 'mail', detail: <ContactLink kind="email" className={LINE_LINK} /> },
    { icon: 'phone', detail: <ContactLink kind="phone" className={LINE_LINK} /> },
    { icon: 'clock', detail: <span>{t('layout.storeHours')}</span> },
    { icon: 'map-pin', detail: <span>{SHOP.address}</span> },
  ];
  return {
    id: 'contact',
    title: t('layout.contact.title'),
    body: (
      <>
        <p>
          <Trans
            t={t}
            i18nKey="layout.contact.body"
            components={{ email: <ContactLink kind="email" testId="policy-email" /> }}
          />
        </p>
        <ul className="list-none! pl-0!">
          {details.map(({ icon, detail }) => (
            <li key={icon} className="flex items-center gap-2">
              <Icon name={icon} className="h-4 w-4 shrink-0 text-green-700" />
              {detail}
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

/**
 * The Grievances section of a policy: `i18nKey`'s sentence says who to write to (the shop's
 * e-mail, `<email/>`), and SPEC §9's promise: acknowledged within 48 hours, resolved within
 * 30 days.
 */
export function grievancesSection(
  t: PoliciesT,
  i18nKey: 'shipping.grievances' | 'refund.grievances',
): PolicySection {
  return {
    id: 'grievances',
    title: t('layout.grievancesTitle'),
    body: (
      <p>
        <Trans t={t} i18nKey={i18nKey} components={CONTACT_LINKS} />
      </p>
    ),
  };
}

/**
 * The shared layout of the policy pages (SPEC §2 "Policy pages"): a title with the effective
 * date (SPEC §9's, unless a page has a later version: `effective`, ISO or as the shop config
 * writes it; shown in the page's language), a summary, numbered sections with an "On this
 * page" list, the shop's contact details (the e-mail from the shop config).
 */
export default function PolicyPage({
  title,
  summary,
  sections,
  effective = SHOP.policiesEffective,
}: {
  title: string;
  summary: ReactNode;
  sections: readonly PolicySection[];
  effective?: string;
}) {
  const { t } = useTranslation('policies');
  const all: readonly PolicySection[] = [...sections, contactSection(t)];

  return (
    <div className="bg-white">
      <section className="border-b border-green-100 bg-gradient-to-br from-green-50 via-white to-emerald-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <nav aria-label={t('layout.breadcrumb')} className="text-sm text-gray-500">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/" className="rounded hover:text-green-700">
                  {t('layout.home')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>{t('layout.policies')}</li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-gray-700">
                {title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-1 text-sm font-medium text-green-800">
            <Icon name="file-text" className="h-4 w-4" />
            <span data-testid="policy-effective">
              {t('layout.effective', { date: policyDay(effective) })}
            </span>
          </p>
          <div className="mt-5 max-w-3xl text-lg leading-8 text-gray-600">{summary}</div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
        <aside className="hidden lg:block">
          <nav aria-label={t('layout.onThisPage')} className="sticky top-32">
            <p className="text-xs font-semibold tracking-wider text-gray-500">
              {t('layout.onThisPageHeading')}
            </p>
            <ol className="mt-3 space-y-1 border-l border-gray-200">
              {all.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-gray-600 transition-colors hover:border-green-600 hover:text-green-800"
                  >
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <article className="max-w-3xl">
          {all.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className="scroll-mt-32 border-b border-gray-100 py-8 first:pt-0 last:border-b-0"
            >
              <h2
                id={`${s.id}-heading`}
                className="flex items-baseline gap-3 text-xl font-semibold text-gray-900 sm:text-2xl"
              >
                <span className="text-base font-semibold text-green-800 tabular-nums">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {s.title}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-gray-700 [&_a]:font-medium [&_a]:text-green-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-green-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-gray-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {s.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
