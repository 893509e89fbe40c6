import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import PolicyPage, {
  CONTACT_LINKS,
  type PoliciesT,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { POLICY } from '../config/policy.js';
import { SHOP } from '../config/shop.js';
import { DeliveryDays } from '../features/delivery/DeliveryDays.js';

const shop = SHOP.name;

const sections = (t: PoliciesT): readonly PolicySection[] => [
  {
    id: 'acceptance',
    title: t('terms.acceptance.title'),
    body: (
      <>
        <p>{t('terms.acceptance.p1', { shop })}</p>
        <p>
          <Trans
            t={t}
            i18nKey="terms.acceptance.p2"
            components={{
              privacy: <Link to="/privacyPolicy" />,
              shipping: <Link to="/shippingPolicy" />,
              refund: <Link to="/refundPolicy" />,
              pricing: <Link to="/pricingPolicy" />,
            }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: t('terms.eligibility.title'),
    body: (
      <>
        <p>
          <Trans t={t} i18nKey="terms.eligibility.p1" components={{ strong: <strong /> }} />
        </p>
        <p>{t('terms.eligibility.p2')}</p>
      </>
    ),
  },
  {
    id: 'products',
    title: t('terms.products.title'),
    body: (
      <>
        <p>{t('terms.products.p1')}</p>
        <p>{t('terms.products.p2')}</p>
      </>
    ),
  },
  {
    id: 'orders',
    title: t('terms.orders.title'),
    body: (
      <>
        <p>
          <Trans
            t={t}
            i18nKey="terms.orders.intro"
            components={{ pricing: <Link to="/pricingPolicy" /> }}
          />
        </p>
        <ul>
          <li>
            {t('terms.orders.modifications', {
              hours: t('units.hours', { count: POLICY.modificationWindowHours }),
            })}
          </li>
          <li>
            {POLICY.returnWindowDays
              ? t('terms.orders.cancelReturns', {
                  days: t('units.days', { count: POLICY.returnWindowDays }),
                })
              : t('terms.orders.cancelNoReturns')}
          </li>
          <li>{t('terms.orders.billing')}</li>
          <li>{t('terms.orders.fraud')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'shipping',
    title: t('terms.shipping.title'),
    body: (
      <p>
        <Trans
          t={t}
          i18nKey="terms.shipping.body"
          components={{
            processing: <DeliveryDays step="processing" />,
            total: <DeliveryDays step="total" />,
            shipping: <Link to="/shippingPolicy" />,
          }}
        />
      </p>
    ),
  },
  {
    id: 'use',
    title: t('terms.use.title'),
    body: (
      <>
        <p>{t('terms.use.p1')}</p>
        <p>{t('terms.use.p2', { shop })}</p>
      </>
    ),
  },
  {
    id: 'liability',
    title: t('terms.liability.title'),
    body: <p>{t('terms.liability.body', { shop })}</p>,
  },
  {
    id: 'law',
    title: t('terms.law.title'),
    body: <p>{t('terms.law.body')}</p>,
  },
  {
    id: 'changes',
    title: t('terms.changes.title'),
    body: (
      <>
        <p>{t('terms.changes.p1')}</p>
        <p>
          <Trans t={t} i18nKey="terms.changes.p2" components={CONTACT_LINKS} />
        </p>
      </>
    ),
  },
];

/** Terms & Conditions (SPEC §2 "Policy pages", figures from §9). */
export default function TermsConditions() {
  const { t } = useTranslation('policies');
  return (
    <PolicyPage
      title={t('terms.title')}
      summary={<p>{t('terms.summary', { shop })}</p>}
      sections={sections(t)}
    />
  );
}
