import { Link } from 'react-router-dom';
import ContactLink from '../components/layout/ContactLink.js';
import PolicyPage, { type PolicySection } from '../components/layout/PolicyPage.js';
import { SHOP } from '../config/shop.js';

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
            and phone number, and the products you buy.
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
          You may ask us at any time to <strong>access</strong> the personal data we hold about you,
          to <strong>correct</strong> it, or to <strong>delete</strong> it. Send your request to{' '}
          <ContactLink kind="email" /> from the e-mail address linked to your account. Some order
          records may need to be kept for the period required by tax and accounting laws.
        </p>
        <p>
          We keep personal data only for as long as it is needed for the purposes in this policy or
          as required by law.
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
          grievance team at <ContactLink kind="email" />. We acknowledge grievances within 48 hours
          and aim to resolve them within 30 days.
        </p>
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
    />
  );
}
