import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import PolicyPage, {
  CONTACT_LINKS,
  grievancesSection,
  type PoliciesT,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { POLICY } from '../config/policy.js';
import { SHOP } from '../config/shop.js';

const STRONG = { strong: <strong /> } as const;

const sections = (t: PoliciesT): readonly PolicySection[] => [
  {
    id: 'overview',
    title: t('refund.overview.title'),
    body: (
      <>
        <p>{t('refund.overview.p1', { shop: SHOP.name })}</p>
        <p>{t('refund.overview.p2')}</p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: t('refund.cancellations.title'),
    body: (
      <>
        <p>
          <Trans
            t={t}
            i18nKey="refund.cancellations.p1"
            values={{ hours: t('units.hours', { count: POLICY.modificationWindowHours }) }}
            components={STRONG}
          />
        </p>
        <p>
          <Trans
            t={t}
            i18nKey="refund.cancellations.p2"
            values={{ hours: t('units.hours', { count: POLICY.modificationWindowHours }) }}
            components={{ shipping: <Link to="/shippingPolicy" /> }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: t('refund.refunds.title'),
    body: (
      <p>
        {POLICY.returnWindowDays ? (
          <Trans
            t={t}
            i18nKey="refund.refunds.returns"
            values={{ days: t('units.days', { count: POLICY.returnWindowDays }) }}
            components={STRONG}
          />
        ) : (
          <Trans t={t} i18nKey="refund.refunds.noReturns" components={STRONG} />
        )}
      </p>
    ),
  },
  {
    id: 'exceptions',
    title: t('refund.exceptions.title'),
    body: (
      <>
        <p>{t('refund.exceptions.intro')}</p>
        <ul>
          <li>
            <Trans
              t={t}
              i18nKey="refund.exceptions.digital"
              values={{ days: t('units.days', { count: POLICY.defectiveDigitalDays }) }}
              components={STRONG}
            />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="refund.exceptions.physical"
              values={{ hours: t('units.hours', { count: POLICY.damagedPhysicalHours }) }}
              components={STRONG}
            />
          </li>
        </ul>
        <h3>{t('refund.exceptions.howTo')}</h3>
        <ul>
          <li>
            <Trans t={t} i18nKey="refund.exceptions.step1" components={CONTACT_LINKS} />
          </li>
          <li>{t('refund.exceptions.step2')}</li>
          <li>{t('refund.exceptions.step3')}</li>
        </ul>
        <p>{t('refund.exceptions.after')}</p>
      </>
    ),
  },
  grievancesSection(t, 'refund.grievances'),
];

/** Cancellation & Refund Policy (SPEC §2 "Policy pages"). */
export default function RefundPolicy() {
  const { t } = useTranslation('policies');
  return (
    <PolicyPage
      title={t('refund.title')}
      summary={
        <p>
          {POLICY.returnWindowDays
            ? t('refund.summaryReturns', {
                days: t('units.days', { count: POLICY.returnWindowDays }),
                hours: t('units.hours', { count: POLICY.modificationWindowHours }),
              })
            : t('refund.summaryNoReturns', {
                hours: t('units.hours', { count: POLICY.modificationWindowHours }),
              })}
        </p>
      }
      sections={sections(t)}
    />
  );
}
