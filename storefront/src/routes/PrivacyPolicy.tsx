import { ERASURE_DEADLINE_DAYS, LEGAL_VERSIONS } from '@arogya/contracts';
import { Link } from 'react-router-dom';
import ContactLink from '../components/layout/ContactLink.js';
import PolicyPage, { type PolicySection } from '../components/layout/PolicyPage.js';
import { SHOP } from '../config/shop.js';
import GrievanceOfficer from '../features/contact/GrievanceOfficer.js';
import { ERASURE_STEPS } from '../features/privacy/erasure-text.js';

/** "26 November 2026": the day this version of the notice took effect (its version is the date). */
const EFFECTIVE = new Date(`${LEGAL_VERSIONS.privacy}T00:00:00Z`).toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const sections: readonly PolicySection[] = [
  {
    id: 'scope',
    title: 'Who We Are and What This Policy Covers',
    body: (
      <>
        <p>
          {SHOP.name} is an online store for Ayurvedic, nutrition, superfood and health-tech
          wellness products, operated from Udaipur, Rajasthan. This Privacy Policy explains what
          personal information we collect when you browse our website, create an account, place an
          order or contact us, why we collect it, and the choices you have.
        </p>
        <p>
          By using our website you agree to the practices described here. This policy is prepared in
          line with the Information Technology Act, 2000, the rules made under it, and the Digital
          Personal Data Protection Act, 2023.
        </p>
      </>
    ),
  },
  {
    id: 'collection',
    title: 'Information We Collect, With Your Consent',
    body: (
      <>
        <p>
          We only collect personal data with your consent, and only what we need to serve you. When
          you give us information — for example by registering, checking out or writing to us — you
          consent to its use for the purposes described below.
        </p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address and password (stored only in
            hashed form), or the basic profile shared by a social sign-in you choose to use.
          </li>
          <li>
            <strong>Order details:</strong> your shipping name, address, city, postal code, country
            and phone number, and the products you buy; and the addresses you keep in your address
            book.
          </li>
          <li>
            <strong>Payment details:</strong> payments are handled by our card payment provider. We
            receive a payment reference and status, never your full card number or CVV.
          </li>
          <li>
            <strong>Technical details:</strong> device, browser and usage information collected
            through cookies and similar technologies (see Cookies below).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use the information we collect to:</p>
        <ul>
          <li>
            <strong>Process and deliver your orders</strong> — confirming purchases, arranging
            shipping, sending order updates and providing customer support.
          </li>
          <li>
            <strong>Send marketing only if you opt in</strong> — newsletters, offers and wellness
            tips are sent only when you have subscribed, and every message includes a way to
            unsubscribe.
          </li>
          <li>
            <strong>Prevent fraud and keep the store safe</strong> — verifying payments, detecting
            suspicious activity and protecting your account.
          </li>
          <li>Improve our website, product range and service, and meet our legal obligations.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    body: (
      <>
        <p>
          We share personal information only with trusted partners who help us run the store, and
          only as much as they need to do their job:
        </p>
        <ul>
          <li>payment providers, to process and verify your payments;</li>
          <li>courier and logistics partners, to deliver your orders;</li>
          <li>hosting, e-mail and analytics providers that operate our website on our behalf.</li>
        </ul>
        <p>
          These partners are bound to keep your information confidential and to use it only for the
          services they provide to us. <strong>We never sell your personal data</strong>, and we do
          not rent or trade it to anyone. We may disclose information where required by law, court
          order or a lawful request of a government authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Storage, Security and Your Rights',
    body: (
      <>
        <p>
          Your data is stored on secure servers and is encrypted in transit and at rest. Access is
          limited to staff and partners who need it, and passwords are never stored in readable
          form. No system is perfectly secure, but we review our safeguards regularly.
        </p>
        <p>
          You can see, correct and erase the personal data we hold about you yourself, from your
          profile: <a href="#rights">Your Rights</a> below says how.
        </p>
        <p>
          We keep personal data only for as long as it is needed for the purposes in this policy or
          as required by law.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          The Digital Personal Data Protection Act, 2023 gives you these rights, and you can use
          them yourself, signed in, on <Link to="/profile">your profile</Link>:
        </p>
        <ul>
          <li>
            <strong>See your data.</strong> &ldquo;Download my data&rdquo; gives you one file with
            everything we hold about you: your account, cart, checkouts, orders and message choices.
          </li>
          <li>
            <strong>Correct it.</strong> Change your name, e-mail address, mobile number and
            password under Account, and your delivery addresses in your address book.
          </li>
          <li>
            <strong>Erase it.</strong> &ldquo;Delete my account&rdquo; ends every session of your
            account at once. {ERASURE_STEPS.erased} We e-mail you when we have your request and
            again when it is done.
          </li>
          <li>
            <strong>What is kept, and why.</strong> {ERASURE_STEPS.kept} The invoices prove the
            sales and the tax paid on them. {ERASURE_STEPS.orders}
          </li>
          <li>
            <strong>Withdraw your consent.</strong> Offers by e-mail and WhatsApp order updates are
            sent only with your consent, which you can withdraw at any time under Messages on your
            profile, or with the link in every message we send. Withdrawing is as easy as giving.
          </li>
        </ul>
        <p>
          When your data changes or is erased, copies of it passed between the parts of our system
          are kept for at most 7 days, and copies in our internal logs are deleted within{' '}
          {ERASURE_DEADLINE_DAYS} days.
        </p>
        <p>
          Cannot sign in, or want help with any of this? Write to us at <ContactLink kind="email" />
          , or to our grievance officer below.
        </p>
        <p data-testid="privacy-version">
          This is version {LEGAL_VERSIONS.privacy} of this policy, effective {EFFECTIVE}: the
          version you agree to when you create an account. It replaces the version of{' '}
          {SHOP.policiesEffective}.
        </p>
      </>
    ),
  },
  {
    id: 'breaches',
    title: 'Data Breaches',
    body: (
      <p>
        If a security incident affecting your personal data occurs, we will act promptly to contain
        it and will report it to the relevant authorities and to affected users as required by
        Indian law, including the Information Technology Act, 2000, CERT-In directions and the
        Digital Personal Data Protection Act, 2023.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use cookies and similar browser storage to keep you signed in, remember your cart
          (including as a guest), keep the checkout secure and understand how our website is used.
        </p>
        <p>
          You can block or delete cookies in your browser settings. If you do, some parts of the
          store — such as your cart and signing in — may not work properly.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        Our website is not directed at children. We do not knowingly collect personal data from
        children under 13. If you believe a child under 13 has given us personal information, please
        contact us and we will delete it. Purchases on our store must be made by adults, as set out
        in our <Link to="/termsConditions">terms of use</Link>.
      </p>
    ),
  },
  {
    id: 'grievances',
    title: 'Grievances and Changes to This Policy',
    body: (
      <>
        <p>
          If you have a concern about how your personal data is handled, please write to our
          grievance officer, below. You can also write to <ContactLink kind="email" />.
        </p>
        <GrievanceOfficer headingLevel={3} />
        <p>
          We may update this policy from time to time. The effective date at the top of this page
          shows when it was last changed, and significant changes will be highlighted on our
          website.
        </p>
      </>
    ),
  },
];

/** Privacy Policy (SPEC §2 "Policy pages"). */
export default function PrivacyPolicy() {
  return (
    <PolicyPage
      title="Privacy Policy"
      summary={
        <p>
          Your trust matters to us. This policy explains what personal information {SHOP.name}{' '}
          collects, how we use and protect it, and the rights you have over it.
        </p>
      }
      sections={sections}
      effective={EFFECTIVE}
    />
  );
}
