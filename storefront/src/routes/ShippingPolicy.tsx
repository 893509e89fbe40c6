import { Link } from 'react-router-dom';
import ContactLink from '../components/layout/ContactLink.js';
import PolicyPage, {
  grievancesSection,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { POLICY, hours, wholeRupees } from '../config/policy.js';
import { DeliveryDays, DeliveryZonesTable } from '../features/delivery/DeliveryDays.js';
import { SHOP } from '../config/shop.js';

const sections: readonly PolicySection[] = [
  {
    id: 'coverage',
    title: 'Where We Ship',
    body: (
      <>
        <p>
          {SHOP.name} ships to addresses across India through trusted courier partners. We currently
          do not ship outside India.
        </p>
        <p>
          Some remote locations may be served by a limited number of couriers. If we are unable to
          deliver to your postal code, we will contact you before your order is dispatched.
        </p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'Order Processing',
    body: (
      <>
        <p>
          Orders are packed and handed to the courier within <DeliveryDays step="processing" /> of
          successful payment. Working days are Monday to Saturday, excluding public holidays. Orders
          placed on a Sunday or a holiday are processed from the next working day.
        </p>
        <p>
          During sales and festive seasons processing can take slightly longer; any expected delay
          will be shown on the website or communicated by e-mail.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery Times',
    body: (
      <>
        <p>
          From payment to your door takes <DeliveryDays step="total" /> within India, depending on
          where the parcel goes: the same city is reached soonest, remote and hilly regions take
          longest. These are the figures the delivery date on each product page and at checkout is
          worked out from, for your PIN code:
        </p>
        <DeliveryZonesTable />
        <p>
          Delivery times are estimates provided by our courier partners. Delays caused by weather,
          strikes, regional restrictions or other events outside our control are not a breach of
          this policy, but we will always help you follow up with the courier.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Shipping Charges',
    body: (
      <p>
        Orders over {wholeRupees(POLICY.freeShippingOverRupees)} ship free. Any applicable shipping
        charge, tax or discount is calculated and shown at checkout before you pay, so there are no
        surprises. See our <Link to="/pricingPolicy">pricing terms</Link> for details.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Order Modifications',
    body: (
      <p>
        Need to correct your shipping address or phone number? Changes can be requested within{' '}
        <strong>{hours(POLICY.modificationWindowHours)}</strong> of placing the order by calling{' '}
        <ContactLink kind="phone" /> or e-mailing <ContactLink kind="email" />. After that, the
        order enters processing and can no longer be changed. Orders cannot be cancelled, as
        explained in our <Link to="/refundPolicy">cancellation and refund terms</Link>.
      </p>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking Your Order',
    body: (
      <p>
        When your order is dispatched you will receive the courier name and tracking details by
        e-mail. You can also follow the status of every order from your account under My Orders.
      </p>
    ),
  },
  {
    id: 'issues',
    title: 'Failed Deliveries and Damaged Parcels',
    body: (
      <>
        <p>
          Please make sure your address and phone number are complete and correct. If a delivery
          fails because of incorrect details or because nobody was available after repeated
          attempts, the parcel may be returned to us and re-shipping charges may apply.
        </p>
        <p>
          If your parcel arrives damaged, report it within {hours(POLICY.damagedPhysicalHours)} of
          delivery with photos so we can arrange a replacement under our{' '}
          <Link to="/refundPolicy">cancellation and refund terms</Link>.
        </p>
      </>
    ),
  },
  grievancesSection('For any shipping concern, write to'),
];

/** Shipping Policy (SPEC §2 "Policy pages", figures from §9). */
export default function ShippingPolicy() {
  return (
    <PolicyPage
      title="Shipping Policy"
      summary={
        <p>
          We pack orders within <DeliveryDays step="processing" /> and deliver across India within{' '}
          <DeliveryDays step="total" /> of payment. Here is everything you need to know about how
          your wellness products reach you.
        </p>
      }
      sections={sections}
    />
  );
}
