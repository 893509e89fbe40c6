import { Link } from 'react-router-dom';
import ContactLink from '../components/layout/ContactLink.js';
import PolicyPage, { type PolicySection } from '../components/layout/PolicyPage.js';
import { POLICY, wholeRupees } from '../config/policy.js';
import { SHOP } from '../config/shop.js';

const sections: readonly PolicySection[] = [
  {
    id: 'currency',
    title: 'Prices and Currency',
    body: (
      <>
        <p>
          All prices on the {SHOP.name} website are shown in Indian Rupees (₹ or Rs). Where a
          product shows two prices, the struck-through price is the regular price and the
          highlighted price is the price you pay today.
        </p>
        <p>
          Applicable taxes
          {POLICY.discountCodesAtCheckout
            ? ', shipping charges and discount codes are'
            : ' and shipping charges are'}{' '}
          calculated at checkout. The total shown on the checkout page, before you pay, is the
          amount you will be charged.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-price',
    title: 'How We Set Our Prices',
    body: (
      <p>
        Our prices reflect the cost of sourcing authentic products from trusted manufacturers,
        quality checks, secure packaging and delivery across India. We compare prices regularly to
        keep them fair, and pass on savings through seasonal offers whenever we can.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Price Changes',
    body: (
      <>
        <p>
          Prices may change because of supplier costs, taxes or market conditions. We give{' '}
          <strong>at least 7 days&rsquo; notice</strong> of any price change on the website before
          it takes effect.
        </p>
        <p>
          The price that applies to your order is the price shown when you completed payment. Later
          increases or reductions do not change the price of orders already placed.
        </p>
      </>
    ),
  },
  {
    id: 'offers',
    title: 'Discounts and Promotions',
    body: (
      <>
        <ul>
          {POLICY.newsletterDiscountPercent !== null && (
            <li>
              Newsletter subscribers receive {POLICY.newsletterDiscountPercent}% off their first
              order
              {POLICY.newsletterCouponCode && <> with the code {POLICY.newsletterCouponCode}</>},
              entered in the coupon field at checkout; the code works once per customer, on a first
              order only.
            </li>
          )}
          <li>
            Promotional offers run for a limited time, may apply to selected products only, and
            cannot be combined unless stated otherwise.
          </li>
          <li>
            Orders over {wholeRupees(POLICY.freeShippingOverRupees)} ship free, as described in our{' '}
            <Link to="/shippingPolicy">shipping terms</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'errors',
    title: 'Pricing and Billing Errors',
    body: (
      <>
        <p>
          Despite our care, a product may occasionally be listed at an incorrect price. If we find
          such an error before your order is dispatched, we will contact you to explain and agree
          how to proceed.
        </p>
        <p>
          If you believe you have been charged incorrectly, write to <ContactLink kind="email" />{' '}
          with your order number. Verified billing errors are corrected within{' '}
          <strong>7 working days</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing Law',
    body: (
      <p>
        This Pricing Policy forms part of our <Link to="/termsConditions">terms of use</Link>. It is
        governed by the laws of India, and disputes are subject to the jurisdiction of the courts at
        Udaipur, Rajasthan. Grievances are acknowledged within 48 hours and resolved within 30 days.
      </p>
    ),
  },
];

/** Pricing Policy (SPEC §2 "Policy pages", figures from §9). */
export default function PricingPolicy() {
  return (
    <PolicyPage
      title="Pricing Policy"
      summary={
        <p>
          Clear, fair prices in Indian Rupees — with advance notice before anything changes. This
          policy explains how prices, discounts and billing work at {SHOP.name}.
        </p>
      }
      sections={sections}
    />
  );
}
