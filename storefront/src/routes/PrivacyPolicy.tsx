import { ERASURE_DEADLINE_DAYS, LEGAL_VERSIONS } from '@arogya/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import PolicyPage, {
  CONTACT_LINKS,
  policyDay,
  type PoliciesT,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { SHOP } from '../config/shop.js';
import GrievanceOfficer from '../features/contact/GrievanceOfficer.js';

const shop = SHOP.name;
const STRONG = { strong: <strong /> } as const;

/** The texts that open with a <strong> lead-in. */
type StrongKey =
  | `privacy.collection.${'account' | 'order' | 'payment' | 'technical'}`
  | `privacy.use.${'orders' | 'marketing' | 'fraud'}`
  | 'privacy.sharing.bound'
  | `privacy.rights.${'see' | 'correct' | 'erase' | 'kept' | 'withdraw'}`;

/** `key`'s text, with its <strong> lead-in (and its `days`, when it names some). */
const strong = (t: PoliciesT, key: StrongKey, days?: number) => (
  <Trans
    t={t}
    i18nKey={key}
    values={days === undefined ? undefined : { days: t('units.days', { count: days }) }}
    components={STRONG}
  />
);

const sections = (t: PoliciesT): readonly PolicySection[] => [
  {
    id: 'scope',
    title: t('privacy.scope.title'),
    body: (
      <>
        <p>{t('privacy.scope.p1', { shop })}</p>
        <p>{t('privacy.scope.p2')}</p>
      </>
    ),
  },
  {
    id: 'collection',
    title: t('privacy.collection.title'),
    body: (
      <>
        <p>{t('privacy.collection.intro')}</p>
        <ul>
          <li>{strong(t, 'privacy.collection.account')}</li>
          <li>{strong(t, 'privacy.collection.order')}</li>
          <li>{strong(t, 'privacy.collection.payment')}</li>
          <li>{strong(t, 'privacy.collection.technical')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: t('privacy.use.title'),
    body: (
      <>
        <p>{t('privacy.use.intro')}</p>
        <ul>
          <li>{strong(t, 'privacy.use.orders')}</li>
          <li>{strong(t, 'privacy.use.marketing')}</li>
          <li>{strong(t, 'privacy.use.fraud')}</li>
          <li>{t('privacy.use.improve')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: t('privacy.sharing.title'),
    body: (
      <>
        <p>{t('privacy.sharing.intro')}</p>
        <ul>
          <li>{t('privacy.sharing.payment')}</li>
          <li>{t('privacy.sharing.courier')}</li>
          <li>{t('privacy.sharing.hosting')}</li>
        </ul>
        <p>{strong(t, 'privacy.sharing.bound')}</p>
      </>
    ),
  },
  {
    id: 'security',
    title: t('privacy.security.title'),
    body: (
      <>
        <p>{t('privacy.security.p1')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.security.p2"
            components={{ rights: <a href="#rights" /> }}
          />
        </p>
        <p>{t('privacy.security.p3')}</p>
      </>
    ),
  },
  {
    id: 'rights',
    title: t('privacy.rights.title'),
    body: (
      <>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.rights.intro"
            components={{ profile: <Link to="/profile" /> }}
          />
        </p>
        <ul>
          <li>{strong(t, 'privacy.rights.see')}</li>
          <li>{strong(t, 'privacy.rights.correct')}</li>
          <li>{strong(t, 'privacy.rights.erase', ERASURE_DEADLINE_DAYS)}</li>
          <li>{strong(t, 'privacy.rights.kept')}</li>
          <li>{strong(t, 'privacy.rights.withdraw')}</li>
        </ul>
        <p>
          {t('privacy.rights.copies', {
            days: t('units.days', { count: ERASURE_DEADLINE_DAYS }),
          })}
        </p>
        <p>
          <Trans t={t} i18nKey="privacy.rights.help" components={CONTACT_LINKS} />
        </p>
        <p data-testid="privacy-version">
          {t('privacy.rights.version', {
            version: LEGAL_VERSIONS.privacy,
            date: policyDay(LEGAL_VERSIONS.privacy),
            previous: policyDay(SHOP.policiesEffective),
          })}
        </p>
      </>
    ),
  },
  {
    id: 'breaches',
    title: t('privacy.breaches.title'),
    body: <p>{t('privacy.breaches.body')}</p>,
  },
  {
    id: 'cookies',
    title: t('privacy.cookies.title'),
    body: (
      <>
        <p>{t('privacy.cookies.p1')}</p>
        <p>{t('privacy.cookies.p2')}</p>
      </>
    ),
  },
  {
    id: 'children',
    title: t('privacy.children.title'),
    body: (
      <p>
        <Trans
          t={t}
          i18nKey="privacy.children.body"
          components={{ terms: <Link to="/termsConditions" /> }}
        />
      </p>
    ),
  },
  {
    id: 'grievances',
    title: t('privacy.grievances.title'),
    body: (
      <>
        <p>
          <Trans t={t} i18nKey="privacy.grievances.p1" components={CONTACT_LINKS} />
        </p>
        <GrievanceOfficer headingLevel={3} />
        <p>{t('privacy.grievances.p2')}</p>
      </>
    ),
  },
];

/**
 * Privacy Policy (SPEC §2 "Policy pages"): effective from its version's day (its version is
 * the date), shown in the page's language.
 */
export default function PrivacyPolicy() {
  const { t } = useTranslation('policies');
  return (
    <PolicyPage
      title={t('privacy.title')}
      summary={<p>{t('privacy.summary', { shop })}</p>}
      sections={sections(t)}
      effective={LEGAL_VERSIONS.privacy}
    />
  );
}
