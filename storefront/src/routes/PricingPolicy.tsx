import type { DeliveryTerms } from '@arogya/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import PolicyPage, {
  CONTACT_LINKS,
  type PoliciesT,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { POLICY, wholeRupees } from '../config/policy.js';
import { SHOP } from '../config/shop.js';
import { useDeliveryTerms } from '../features/delivery/useDeliveryTerms.js';
import { rupees } from '../lib/format.js';

const shop = SHOP.name;

const sections = (t: PoliciesT, fees: DeliveryTerms['fees'] | null): readonly PolicySection[] => [
  {
    id: 'currency',
    title: t('pricing.currency.title'),
    body: (
      <>
        <p>{t('pricing.currency.p1', { shop })}</p>
        <p>
          {POLICY.discountCodesAtCheckout
            ? t('pricing.currency.taxesWithCodes')
            : t('pricing.currency.taxes')}
        </p>
      </>
    ),
  },
  {
    id: 'how-we-price',
    title: t('pricing.howWePrice.title'),
    body: <p>{t('pricing.howWePrice.body')}</p>,
  },
  {
    id: 'changes',
    title: t('pricing.changes.title'),
    body: (
      <>
        <p>
          <Trans t={t} i18nKey="pricing.changes.p1" components={{ strong: <strong /> }} />
        </p>
        <p>{t('pricing.changes.p2')}</p>
      </>
    ),
  },
  {
    id: 'offers',
    title: t('pricing.offers.title'),
    body: (
      <>
        <ul>
          {POLICY.newsletterDiscountPercent !== null && (
            <li>
              {POLICY.newsletterCouponCode
                ? t('pricing.offers.newsletterWithCode', {
                    percent: POLICY.newsletterDiscountPercent,
                    code: POLICY.newsletterCouponCode,
                  })
                : t('pricing.offers.newsletter', { percent: POLICY.newsletterDiscountPercent })}
            </li>
          )}
          <li>{t('pricing.offers.limited')}</li>
          {fees && fees.freeShippingOver !== null && (
            <li>
              <Trans
                t={t}
                i18nKey={
                  fees.freeShippingOver === 0
                    ? 'pricing.offers.freeShippingAll'
                    : 'pricing.offers.freeShipping'
                }
                values={{ amount: wholeRupees(fees.freeShippingOver) }}
                components={{ shipping: <Link to="/shippingPolicy" /> }}
              />
            </li>
          )}
          {fees && fees.prepaidDiscount > 0 && (
            <li data-testid="prepaid-offer">
              {t('pricing.offers.prepaid', {
                amount: rupees(fees.prepaidDiscount),
                min: rupees(fees.prepaidMinOrder),
              })}
            </li>
          )}
          <li data-testid="offers-combine">{t('pricing.offers.combine')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'errors',
    title: t('pricing.errors.title'),
    body: (
      <>
        <p>{t('pricing.errors.p1')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="pricing.errors.p2"
            components={{ ...CONTACT_LINKS, strong: <strong /> }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: t('pricing.law.title'),
    body: (
      <p>
        <Trans
          t={t}
          i18nKey="pricing.law.body"
          components={{ terms: <Link to="/termsConditions" /> }}
        />
      </p>
    ),
  },
];

/** Pricing Policy (SPEC §2 "Policy pages", figures from §9). */
export default function PricingPolicy() {
  const { t } = useTranslation('policies');
  const { terms } = useDeliveryTerms();
  return (
    <PolicyPage
      title={t('pricing.title')}
      summary={<p>{t('pricing.summary', { shop })}</p>}
      sections={sections(t, terms?.fees ?? null)}
    />
  );
}
