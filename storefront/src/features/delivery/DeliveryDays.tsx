import { termsRange } from '@arogya/contracts';
import { dayRange } from '../../config/policy.js';
import { useDeliveryTerms } from './useDeliveryTerms.js';

type Step = 'processing' | 'transit' | 'total';

/** "1 working day", "3 working days". */
const workingDays = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

/**
 * "2–3 working days": the range of business days one step of the delivery promise takes over
 * its zones, as the server works promises out; "a few" while it loads, so a sentence reads
 * whole either way.
 */
export function DeliveryDays({ step }: { step: Step }) {
  const { terms } = useDeliveryTerms();
  return (
    <strong data-testid={`delivery-days-${step}`}>
      {terms ? `${dayRange(termsRange(terms)[step])} working days` : 'a few working days'}
    </strong>
  );
}

/** Each zone's days to the door, as a table: where a parcel goes decides how long it takes. */
export function DeliveryZonesTable() {
  const { terms, failed } = useDeliveryTerms();
  if (failed) return null;
  if (!terms) return <p className="text-gray-500">Loading delivery times…</p>;
  return (
    <table data-testid="delivery-zones" className="w-full max-w-xl text-left text-sm">
      <caption className="sr-only">Delivery times by destination</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-600">
          <th scope="col" className="py-2 pr-4 font-medium">
            Destination
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Packed in
          </th>
          <th scope="col" className="py-2 font-medium">
            At your door in
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
            <td className="py-2">{workingDays(z.processingDays + z.transitDays)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
