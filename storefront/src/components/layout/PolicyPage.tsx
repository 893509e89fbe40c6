import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHOP } from '../../config/shop.js';
import type { IconName } from '../icons/icon-paths.js';
import Icon from '../icons/Icon.js';
import ContactLink from './ContactLink.js';

export interface PolicySection {
  /** The anchor of the section, used by the "On this page" list. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A link of the contact list: a line of its own, so as tall as a thumb (44 px). */
const LINE_LINK = 'inline-flex min-h-11 items-center';

/** The shop's contact details, each after its icon. */
const CONTACT_DETAILS: readonly { icon: IconName; detail: ReactNode }[] = [
  { icon: 'mail', detail: <ContactLink kind="email" className={LINE_LINK} /> },
  { icon: 'phone', detail: <ContactLink kind="phone" className={LINE_LINK} /> },
  { icon: 'clock', detail: <span>{SHOP.storeHours}</span> },
  { icon: 'map-pin', detail: <span>{SHOP.address}</span> },
];

/** The last section of every policy page. */
const CONTACT_SECTION: PolicySection = {
  id: 'contact',
  title: 'Contact Us',
  body: (
    <>
      <p>
        If you have any questions about this policy, or wish to raise a concern, please write to us
        at <ContactLink kind="email" testId="policy-email" />. Our customer care team acknowledges
        every message within 48 hours.
      </p>
      <ul className="list-none! pl-0!">
        {CONTACT_DETAILS.map(({ icon, detail }) => (
          <li key={icon} className="flex items-center gap-2">
            <Icon name={icon} className="h-4 w-4 shrink-0 text-green-700" />
            {detail}
          </li>
        ))}
      </ul>
    </>
  ),
};

/**
 * The Grievances section of a policy: `intro` (who to write to, ending in "write to"), the
 * shop's e-mail, and SPEC §9's promise: acknowledged within 48 hours, resolved within 30 days.
 */
export function grievancesSection(intro: string): PolicySection {
  return {
    id: 'grievances',
    title: 'Grievances',
    body: (
      <p>
        {intro} <ContactLink kind="email" />. We acknowledge every grievance within 48 hours and
        resolve it within 30 days.
      </p>
    ),
  };
}

/**
 * The shared layout of the policy pages (SPEC §2 "Policy pages"): a title with the effective
 * date (SPEC §9's, unless a page has a later version: `effective`), a summary, numbered
 * sections with an "On this page" list, the shop's contact details (the e-mail from the shop
 * config).
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
  const all: readonly PolicySection[] = [...sections, CONTACT_SECTION];

  return (
    <div className="bg-white">
      <section className="border-b border-green-100 bg-gradient-to-br from-green-50 via-white to-emerald-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <nav aria-label="Breadcrumb" className="text-sm text-gray-500">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/" className="rounded hover:text-green-700">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>Policies</li>
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
            <span data-testid="policy-effective">Effective {effective}</span>
          </p>
          <div className="mt-5 max-w-3xl text-lg leading-8 text-gray-600">{summary}</div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
        <aside className="hidden lg:block">
          <nav aria-label="On this page" className="sticky top-32">
            <p className="text-xs font-semibold tracking-wider text-gray-500">ON THIS PAGE</p>
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
