import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import PolicyPage, {
  CONTACT_LINKS,
  grievancesSection,
  type PoliciesT,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { POLICY, wholeRupees } from '../config/policy.js';
import { SHOP } from '../config/shop.js';
import { DeliveryDays, DeliveryZonesTable } from '../features/delivery/DeliveryDays.js';
import { useFreeShippingOver } from '../features/delivery/useDeliveryTerms.js';

/** The delivery days a text names: `<processing/>`, `<total/>`. */
const DAYS = {
  processing: <DeliveryDays step="processing" />,
  total: <DeliveryDays step="total" />,
} as const;

const sections = (t: PoliciesT): readonly PolicySection[] => [
  {
    id: 'coverage',
    title: t('shipping.coverage.title'),
    body: (
      <>
        <p>{t('shipping.coverage.p1', { shop: SHOP.name })}</p>
        <p>{t('shipping.coverage.p2')}</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: t('shipping.processing.title'),
    body: (
      <>
        <p>
          <Trans t={t} i18nKey="shipping.processing.p1" components={DAYS} />
        </p>
        <p>{t('shipping.processing.p2')}</p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: t('shipping.delivery.title'),
    body: (
      <>
        <p>
          <Trans t={t} i18nKey="shipping.delivery.p1" components={DAYS} />
        </p>
        <DeliveryZonesTable />
        <p>{t('shipping.delivery.p2')}</p>
      </>
    ),
  },
  {
    id: 'charges',
    title: t('shipping.charges.title'),
    body: <ChargesBody />,
  },
  {
    id: 'modifications',
    title: t('shipping.modifications.title'),
    body: (
      <p>
        <Trans
          t={t}
          i18nKey="shipping.modifications.body"
          values={{ hours: t('units.hours', { count: POLICY.modificationWindowHours }) }}
          components={{
            ...CONTACT_LINKS,
            strong: <strong />,
            refund: <Link to="/refundPolicy" />,
          }}
        />
      </p>
    ),
  },
  {
    id: 'tracking',
    title: t('shipping.tracking.title'),
    body: <p>{t('shipping.tracking.body')}</p>,
  },
  {
    id: 'issues',
    title: t('shipping.issues.title'),
    body: (
      <>
        <p>{t('shipping.issues.p1')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="shipping.issues.p2"
            values={{ hours: t('units.hours', { count: POLICY.damagedPhysicalHours }) }}
            components={{ refund: <Link to="/refundPolicy" /> }}
          />
        </p>
      </>
    ),
  },
  grievancesSection(t, 'shipping.grievances'),
];

/** What shipping costs: the shop's threshold (issue 32), the zones' fees in the table above. */
function ChargesBody() {
  const { t } = useTranslation('policies');
  const over = useFreeShippingOver();
  return (
    <p data-testid="shipping-charges" aria-busy={over === undefined}>
      <Trans
        t={t}
        i18nKey={
          over === null
            ? 'shipping.charges.bodyNoFree'
            : over === 0
              ? 'shipping.charges.bodyAllFree'
              : 'shipping.charges.body'
        }
        values={{ amount: over ? wholeRupees(over) : '' }}
        components={{ pricing: <Link to="/pricingPolicy" /> }}
      />
    </p>
  );
}

/** Shipping Policy (SPEC §2 "Policy pages", figures from §9). */
export default function ShippingPolicy() {
  const { t } = useTranslation('policies');
  return (
    <PolicyPage
      title={t('shipping.title')}
      summary={
        <p>
          <Trans t={t} i18nKey="shipping.summary" components={DAYS} />
        </p>
      }
      sections={sections(t)}
    />
  );
}
