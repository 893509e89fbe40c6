import { Link } from 'react-router-dom';
import ContactLink from '../components/layout/ContactLink.js';
import PolicyPage, {
  grievancesSection,
  type PolicySection,
} from '../components/layout/PolicyPage.js';
import { POLICY, hours } from '../config/policy.js';
import { SHOP } from '../config/shop.js';

const sections: readonly PolicySection[] = [
  {
    id: 'overview',
    title: 'Overview',
    body: (
      <>
        <p>
          At {SHOP.name} every order is checked, sealed and packed with care before it leaves our
          warehouse. Because many of our products are consumables, supplements and personal-care
          devices, we cannot resell items once they have been dispatched, for hygiene and safety
          reasons.
        </p>
        <p>
          This Cancellation &amp; Refund Policy explains what that means for your order and the
          situations in which we will replace a product.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    body: (
      <>
        <p>
          <strong>Orders cannot be cancelled once they have been placed.</strong> Please review your
          cart, the product details and your shipping address carefully before completing payment.
        </p>
        <p>
          If you notice a mistake in your shipping details, contact us immediately — small
          modifications may be possible within 1 hour of placing the order, as described in our{' '}
          <Link to="/shippingPolicy">shipping terms</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds and Returns',
    body: POLICY.returnWindowDays ? (
      <p>
        <strong>
          Unopened products may be returned within {POLICY.returnWindowDays} days of delivery
        </strong>{' '}
        for a refund to the original payment method, once we have received them. Opened or used
        products are replaced only as set out below.
      </p>
    ) : (
      <p>
        <strong>We do not offer refunds or accept returns</strong> on any product, whether physical
        or digital, except through the replacement exceptions set out below.
      </p>
    ),
  },
  {
    id: 'exceptions',
    title: 'Exceptions: Replacements',
    body: (
      <>
        <p>We will replace an item, at no extra cost to you, in these cases:</p>
        <ul>
          <li>
            <strong>Digital items</strong> (such as e-books, guides or activation codes) that are
            defective are replaced if the defect is reported within {POLICY.defectiveDigitalDays}{' '}
            days of purchase.
          </li>
          <li>
            <strong>Physical items</strong> that arrive damaged are replaced if the damage is
            reported within {hours(POLICY.damagedPhysicalHours)} of delivery.
          </li>
        </ul>
        <h3>How to request a replacement</h3>
        <ul>
          <li>
            E-mail <ContactLink kind="email" /> with your order number and a short description of
            the problem.
          </li>
          <li>
            For damaged physical items, include clear photos of the product, the outer packaging and
            the shipping label. An unboxing video helps us resolve your request faster.
          </li>
          <li>
            Keep the product and its packaging until your request is resolved; our courier partner
            may collect it.
          </li>
        </ul>
        <p>
          Once we have verified your request, the replacement is dispatched within our normal
          processing time. If the same product is out of stock, we will offer an equivalent product
          of equal value.
        </p>
      </>
    ),
  },
  grievancesSection(
    'If you are unhappy with how your request was handled, please write to our grievance team at',
  ),
];

/** Cancellation & Refund Policy (SPEC §2 "Policy pages"). */
export default function RefundPolicy() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      summary={
        <p>
          Orders cannot be cancelled
          {POLICY.returnWindowDays
            ? `; unopened products may be returned within ${POLICY.returnWindowDays} days`
            : ', and we do not offer refunds or returns'}{' '}
          — but if something arrives damaged or defective, we will make it right with a replacement.
        </p>
      }
      sections={sections}
    />
  );
}
