import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconTile from '../components/content/IconTile.js';
import PageHero from '../components/content/PageHero.js';
import type { IconName } from '../components/icons/icon-paths.js';
import ContactLink from '../components/layout/ContactLink.js';
import { SHOP } from '../config/shop.js';
import ContactForm from '../features/contact/ContactForm.js';
import GrievanceOfficer from '../features/contact/GrievanceOfficer.js';

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

/**
 * Contact page (SPEC §2): the hero, the info cards, the message form (delivered since issue
 * 28, with a reference), the map, and the grievance officer the E-Commerce Rules require.
 */
export default function ContactUs() {
  const { t } = useTranslation('policies');
  return (
    <div>
      <PageHero eyebrow={t('contactUs.eyebrow')} title={t('contactUs.title')}>
        <p>{t('contactUs.intro')}</p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul
          className="relative z-10 -mt-8 grid gap-4 sm:grid-cols-2 lg:-mt-10 lg:grid-cols-4"
          aria-label={t('contactUs.detailsLabel')}
        >
          <InfoCard title={t('contactUs.phone')} icon="phone">
            <ContactLink kind="phone" className="font-medium text-green-700 hover:text-green-900" />
            <p>{t('contactUs.phoneText')}</p>
          </InfoCard>
          <InfoCard title={t('contactUs.email')} icon="mail">
            <ContactLink
              kind="email"
              className="font-medium break-all text-green-700 hover:text-green-900"
            />
            <p>{t('contactUs.emailText')}</p>
          </InfoCard>
          <InfoCard title={t('contactUs.hours')} icon="clock">
            <p className="font-medium text-gray-800">{t('layout.storeHours')}</p>
            <p>{t('contactUs.hoursText')}</p>
          </InfoCard>
          <InfoCard title={t('contactUs.address')} icon="map-pin">
            <address className="not-italic">{SHOP.address}</address>
          </InfoCard>
        </ul>

        <div className="mt-16 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="contact-form-heading">
            <h2
              id="contact-form-heading"
              className="text-2xl font-bold tracking-tight text-gray-900"
            >
              {t('contactUs.formTitle')}
            </h2>
            <p className="mt-2 text-gray-600">{t('contactUs.formText')}</p>

            <ContactForm />
          </section>

          <section aria-labelledby="contact-map-heading" className="flex flex-col">
            <h2
              id="contact-map-heading"
              className="text-2xl font-bold tracking-tight text-gray-900"
            >
              {t('contactUs.visitTitle')}
            </h2>
            <p className="mt-2 text-gray-600">{SHOP.address}</p>
            <div className="mt-6 min-h-80 flex-1 overflow-hidden rounded-2xl shadow-sm ring-1 ring-gray-200">
              <iframe
                title={t('contactUs.mapTitle', { shop: SHOP.name })}
                src={SHOP.mapEmbedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="h-full min-h-80 w-full border-0"
              />
            </div>
          </section>
        </div>

        <div className="mt-16 mb-4">
          <GrievanceOfficer />
        </div>
      </div>
    </div>
  );
}
