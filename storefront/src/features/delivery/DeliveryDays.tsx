import { termsRange } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { dayRange, wholeRupees } from '../../config/policy.js';
import { rupees } from '../../lib/format.js';
import { useDeliveryTerms } from './useDeliveryTerms.js';

type Step = 'processing' | 'transit' | 'total';

/**
 * "2–3 working days": the range of business days one step of the delivery promise takes over
 * its zones, as the server works promises out; "a few" while it loads, so a sentence reads
 * whole either way. In the language shown (`policies` namespace, `deliveryDays`).
 */
export function DeliveryDays({ step }: { step: Step }) {
  const { t } = useTranslation('policies');
  const { terms } = useDeliveryTerms();
  return (
    <strong data-testid={`delivery-days-${step}`}>
      {terms
        ? t('deliveryDays.range', { range: dayRange(termsRange(terms)[step]) })
        : t('deliveryDays.loading')}
    </strong>
  );
}

/**
 * Each zone's days to the door and its shipping fee (issue 32), as a table: where a parcel goes
 * decides how long it takes and what it costs.
 */
export function DeliveryZonesTable() {
  const { t } = useTranslation('policies');
  const { terms, failed } = useDeliveryTerms();
  /** "1 working day", "3 working days". */
  const workingDays = (count: number) => t('deliveryDays.count', { count });
  if (failed) return null;
  if (!terms) return <p className="text-gray-500">{t('deliveryDays.tableLoading')}</p>;
  return (
    <table data-testid="delivery-zones" className="w-full max-w-xl text-left text-sm">
      <caption className="sr-only">{t('deliveryDays.caption')}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-600">
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('deliveryDays.destination')}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('deliveryDays.packedIn')}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('deliveryDays.atYourDoorIn')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('deliveryDays.shipping')}
          </th>
        </tr>
      </thead>
      <tbody>
        {terms.zones.map((z) => (
          <tr key={z._id} className="border-b border-gray-100">
            <th scope="row" className="py-2 pr-4 font-medium text-gray-900">
              {z.name}
            </th>
            <td className="py-2 pr-4">{workingDays(z.processingDays)}</td>
            <td className="py-2 pr-4">{workingDays(z.processingDays + z.transitDays)}</td>
            <td className="py-2" data-testid={`zone-fee-${z._id}`}>
              {rupees(z.shippingFee)}
              {terms.fees.freeShippingOver !== null && (
                <span className="block text-xs text-gray-600">
                  {terms.fees.freeShippingOver === 0
                    ? t('deliveryDays.freeAll')
                    : t('deliveryDays.free', { amount: wholeRupees(terms.fees.freeShippingOver) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
