import { Link } from 'react-router-dom';
import ContactLink from '../components/layout/ContactLink.js';
import PolicyPage, { type PolicySection } from '../components/layout/PolicyPage.js';
import { POLICY, hours } from '../config/policy.js';
import { DeliveryDays } from '../features/delivery/DeliveryDays.js';
import { SHOP } from '../config/shop.js';

const sections: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms &amp; Conditions govern your use of the {SHOP.name} website and every purchase
          you make on it. {SHOP.name} is operated from Udaipur, Rajasthan, India (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;, &ldquo;our&rdquo;).
        </p>
        <p>
          By browsing the website, creating an account or placing an order, you agree to these terms
          together with our <Link to="/privacyPolicy">privacy notice</Link>,{' '}
          <Link to="/shippingPolicy">shipping terms</Link>,{' '}
          <Link to="/refundPolicy">cancellation and refund terms</Link> and{' '}
          <Link to="/pricingPolicy">pricing terms</Link>. If you do not agree, please do not use the
          website.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and Your Account',
    body: (
      <>
        <p>
          You must be <strong>at least 18 years old</strong> and capable of entering into a binding
          contract under Indian law to create an account or place an order.
        </p>
        <p>
          You are responsible for keeping your login details confidential and for all activity under
          your account. Please tell us at once if you suspect unauthorised use. You may also shop as
          a guest; guest carts can be merged into your account when you sign in.
        </p>
      </>
    ),
  },
  {
    id: 'products',
    title: 'Products and Health Information',
    body: (
      <>
        <p>
          We take care to describe and photograph our products accurately, but colours, packaging
          and labels may vary slightly from what you see on screen.
        </p>
        <p>
          Information on this website is for general wellness purposes only and is not medical
          advice. Our products are not intended to diagnose, treat, cure or prevent any disease.
          Please read labels carefully and consult a qualified healthcare professional before use,
          especially if you are pregnant, nursing, taking medication or have a medical condition.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders, Pricing and Payment',
    body: (
      <>
        <p>
          An order is accepted once payment is successfully completed and you receive an order
          confirmation. All prices are in Indian Rupees (₹) and are governed by our{' '}
          <Link to="/pricingPolicy">pricing terms</Link>. Payments are processed securely by our
          card payment provider.
        </p>
        <ul>
          <li>
            Order modifications (such as a corrected address) are possible within{' '}
            {hours(POLICY.modificationWindowHours)}.
          </li>
          <li>
            {POLICY.returnWindowDays
              ? `Orders cannot be cancelled; products may be returned within ${POLICY.returnWindowDays} days of delivery, and replaced`
              : 'Orders cannot be cancelled, and refunds or returns are not offered, except for the replacements'}{' '}
            described in our Cancellation &amp; Refund Policy.
          </li>
          <li>Billing errors are corrected within 7 working days of being reported.</li>
          <li>We may refuse or limit orders that appear fraudulent or intended for resale.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping and Delivery',
    body: (
      <p>
        Orders are packed within <DeliveryDays step="processing" /> and delivered within{' '}
        <DeliveryDays step="total" /> of payment in India, as explained in our{' '}
        <Link to="/shippingPolicy">shipping terms</Link>. Risk in the products passes to you on
        delivery.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'Acceptable Use and Intellectual Property',
    body: (
      <>
        <p>
          You agree not to misuse the website — for example by attempting to gain unauthorised
          access, disrupting its operation, scraping content, or posting unlawful or misleading
          material.
        </p>
        <p>
          All content on this website, including text, graphics, logos and product images, belongs
          to {SHOP.name} or its licensors and may not be copied or reused without our written
          permission.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent permitted by law, {SHOP.name} is not liable for any indirect,
        incidental or consequential loss arising from the use of our website or products. Our total
        liability for any claim relating to an order is limited to the amount you paid for that
        order. Nothing in these terms limits any rights you have under the Consumer Protection Act,
        2019.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing Law and Jurisdiction',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your
        use of the website is subject to the exclusive jurisdiction of the courts at Udaipur,
        Rajasthan.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and Grievances',
    body: (
      <>
        <p>
          We may revise these terms from time to time. The version in force is the one shown on this
          page, with its effective date; continuing to use the website after a change means you
          accept the revised terms.
        </p>
        <p>
          Complaints can be sent to <ContactLink kind="email" />. We acknowledge grievances within
          48 hours and resolve them within 30 days.
        </p>
      </>
    ),
  },
];

/** Terms & Conditions (SPEC §2 "Policy pages", figures from §9). */
export default function TermsConditions() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      summary={
        <p>
          Please read these terms carefully. They set out the rules for using the {SHOP.name}{' '}
          website and buying our products, and your rights and responsibilities as a customer.
        </p>
      }
      sections={sections}
    />
  );
}
