import { ERASURE_KEEPS } from '@arogya/contracts';
import { SHOP } from '../../config/shop.js';

/**
 * The storefront's English texts: the policy pages (Shipping, Cancellation & Refund, Privacy,
 * Terms, Pricing), About and Contact, and their shared layout. Keys are what the code asks
 * for; see ../README.md. A sentence with a link, <strong> or a figure is one key for <Trans>:
 * `<email/>`, `<phone/>` are the shop's contact links, `<processing/>`, `<total/>` the delivery
 * days (features/delivery/DeliveryDays.tsx), `{{shop}}` the shop's name, `{{amount}}` a whole
 * rupee figure, `{{hours}}`/`{{days}}` a count with its unit (`units`).
 */
export default {
  units: {
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },

  /** components/layout/PolicyPage.tsx */
  layout: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    policies: 'Policies',
    effective: 'Effective {{date}}',
    onThisPage: 'On this page',
    onThisPageHeading: 'ON THIS PAGE',
    /** The shop's hours (config/shop.ts; a translation says them in its language). */
    storeHours: SHOP.storeHours,
    contact: {
      title: 'Contact Us',
      body: 'If you have any questions about this policy, or wish to raise a concern, please write to us at <email/>. Our customer care team acknowledges every message within 48 hours.',
    },
    grievancesTitle: 'Grievances',
  },

  /** features/delivery/DeliveryDays.tsx: the delivery promise's days, as the policies say them. */
  deliveryDays: {
    range: '{{range}} working days',
    loading: 'a few working days',
    count_one: '{{count}} working day',
    count_other: '{{count}} working days',
    tableLoading: 'Loading delivery times…',
    caption: 'Delivery times by destination',
    destination: 'Destination',
    packedIn: 'Packed in',
    atYourDoorIn: 'At your door in',
    shipping: 'Shipping',
    free: 'Free over {{amount}}',
    freeAll: 'Free on every order',
  },

  /** features/contact/GrievanceOfficer.tsx */
  grievanceOfficer: {
    title: 'Grievance officer',
    body: 'Not satisfied with our answer? Write to our grievance officer, as the Consumer Protection (E-Commerce) Rules, 2020 provide. We acknowledge every grievance within 48 hours and resolve it within 30 days.',
    name: 'Name',
    email: 'E-mail',
    address: 'Address',
    loadFailed: 'Failed to load the grievance officer',
    error: 'Error: {{message}}',
  },

  shipping: {
    title: 'Shipping Policy',
    summary:
      'We pack orders within <processing/> and deliver across India within <total/> of payment. Here is everything you need to know about how your wellness products reach you.',
    coverage: {
      title: 'Where We Ship',
      p1: '{{shop}} ships to addresses across India through trusted courier partners. We currently do not ship outside India.',
      p2: 'Some remote locations may be served by a limited number of couriers. If we are unable to deliver to your postal code, we will contact you before your order is dispatched.',
    },
    processing: {
      title: 'Order Processing',
      p1: 'Orders are packed and handed to the courier within <processing/> of successful payment. Working days are Monday to Saturday, excluding public holidays. Orders placed on a Sunday or a holiday are processed from the next working day.',
      p2: 'During sales and festive seasons processing can take slightly longer; any expected delay will be shown on the website or communicated by e-mail.',
    },
    delivery: {
      title: 'Delivery Times',
      p1: 'From payment to your door takes <total/> within India, depending on where the parcel goes: the same city is reached soonest, remote and hilly regions take longest. These are the figures the delivery date on each product page and at checkout is worked out from, for your PIN code:',
      p2: 'Delivery times are estimates provided by our courier partners. Delays caused by weather, strikes, regional restrictions or other events outside our control are not a breach of this policy, but we will always help you follow up with the courier.',
    },
    charges: {
      title: 'Shipping Charges',
      body: 'Orders over {{amount}} ship free; below that, shipping costs what the table below says for your destination. Any shipping charge, tax or discount is calculated and shown at checkout before you pay, so there are no surprises. See our <pricing>pricing terms</pricing> for details.',
      bodyAllFree:
        'Every order ships free, wherever it goes. Any tax or discount is calculated and shown at checkout before you pay, so there are no surprises. See our <pricing>pricing terms</pricing> for details.',
      bodyNoFree:
        'Shipping costs what the table below says for your destination. Any shipping charge, tax or discount is calculated and shown at checkout before you pay, so there are no surprises. See our <pricing>pricing terms</pricing> for details.',
    },
    modifications: {
      title: 'Order Modifications',
      body: "Need to correct your shipping address? Within <strong>{{hours}}</strong> of placing an order, while it has not been packed, you can change its address, or cancel it, yourself on the order's page under My Orders (a paid order is refunded in full). After that, the order enters processing and can no longer be changed or cancelled, as explained in our <refund>cancellation and refund terms</refund>. For a wrong phone number, call <phone/> or e-mail <email/>.",
    },
    tracking: {
      title: 'Tracking Your Order',
      body: 'When your order is dispatched you will receive the courier name and tracking details by e-mail. You can also follow the status of every order from your account under My Orders.',
    },
    issues: {
      title: 'Failed Deliveries and Damaged Parcels',
      p1: 'Please make sure your address and phone number are complete and correct. If a delivery fails because of incorrect details or because nobody was available after repeated attempts, the parcel may be returned to us and re-shipping charges may apply.',
      p2: 'If your parcel arrives damaged, report it within {{hours}} of delivery with photos so we can arrange a replacement under our <refund>cancellation and refund terms</refund>.',
    },
    grievances:
      'For any shipping concern, write to <email/>. We acknowledge every grievance within 48 hours and resolve it within 30 days.',
  },

  refund: {
    title: 'Cancellation & Refund Policy',
    summaryNoReturns:
      'An order may be cancelled within {{hours}} of ordering while it has not been packed, and a paid one is refunded in full; after that orders cannot be cancelled, and we do not offer refunds or returns — but if something arrives damaged or defective, we will make it right with a replacement.',
    summaryReturns:
      'An order may be cancelled within {{hours}} of ordering while it has not been packed, and a paid one is refunded in full; after that orders cannot be cancelled, but unopened products may be returned within {{days}} — and if something arrives damaged or defective, we will make it right with a replacement.',
    overview: {
      title: 'Overview',
      p1: 'At {{shop}} every order is checked, sealed and packed with care before it leaves our warehouse. Because many of our products are consumables, supplements and personal-care devices, we cannot resell items once they have been dispatched, for hygiene and safety reasons.',
      p2: 'This Cancellation & Refund Policy explains what that means for your order and the situations in which we will replace a product.',
    },
    cancellations: {
      title: 'Cancellations',
      p1: "<strong>An order may be cancelled, or its address changed, within {{hours}} of ordering, while it has not been packed</strong>, on the order's page under My Orders. A paid order is then refunded in full to the original payment method within 5–7 working days; an order to be paid in cash on delivery is simply cancelled. <strong>After that, orders cannot be cancelled.</strong> Please review your cart, the product details and your shipping address carefully before completing payment.",
      p2: 'If you notice a mistake in your shipping details later, contact us immediately, as described in our <shipping>shipping terms</shipping>.',
    },
    refunds: {
      title: 'Refunds and Returns',
      noReturns:
        '<strong>We do not offer refunds or accept returns</strong> on any product, whether physical or digital, except through the replacement exceptions set out below.',
      returns:
        '<strong>Unopened products may be returned within {{days}} of delivery</strong> for a refund to the original payment method, once we have received them. Opened or used products are replaced only as set out below.',
    },
    exceptions: {
      title: 'Exceptions: Replacements',
      intro: 'We will replace an item, at no extra cost to you, in these cases:',
      digital:
        '<strong>Digital items</strong> (such as e-books, guides or activation codes) that are defective are replaced if the defect is reported within {{days}} of purchase.',
      physical:
        '<strong>Physical items</strong> that arrive damaged are replaced if the damage is reported within {{hours}} of delivery.',
      howTo: 'How to request a replacement',
      step1:
        "On the order's page under My Orders, choose 'Report a problem': the items, what is wrong and what you would like (or e-mail <email/> with your order number and a short description of the problem).",
      step2:
        'For damaged physical items, include clear photos of the product, the outer packaging and the shipping label. An unboxing video helps us resolve your request faster.',
      step3:
        'Keep the product and its packaging until your request is resolved; our courier partner may collect it.',
      after:
        'Once we have verified your request, the replacement is dispatched within our normal processing time, at no charge. If the same product is out of stock, or you ask for it, we refund those items instead — to the original payment method, or for a cash order to your bank account or UPI — with a credit note for them.',
    },
    grievances:
      'If you are unhappy with how your request was handled, please write to our grievance team at <email/>. We acknowledge every grievance within 48 hours and resolve it within 30 days.',
  },

  privacy: {
    title: 'Privacy Policy',
    summary:
      'Your trust matters to us. This policy explains what personal information {{shop}} collects, how we use and protect it, and the rights you have over it.',
    scope: {
      title: 'Who We Are and What This Policy Covers',
      p1: '{{shop}} is an online store for Ayurvedic, nutrition, superfood and health-tech wellness products, operated from Udaipur, Rajasthan. This Privacy Policy explains what personal information we collect when you browse our website, create an account, place an order or contact us, why we collect it, and the choices you have.',
      p2: 'By using our website you agree to the practices described here. This policy is prepared in line with the Information Technology Act, 2000, the rules made under it, and the Digital Personal Data Protection Act, 2023.',
    },
    collection: {
      title: 'Information We Collect, With Your Consent',
      intro:
        'We only collect personal data with your consent, and only what we need to serve you. When you give us information — for example by registering, checking out or writing to us — you consent to its use for the purposes described below.',
      account:
        '<strong>Account details:</strong> your name, e-mail address and password (stored only in hashed form), or the basic profile shared by a social sign-in you choose to use.',
      order:
        '<strong>Order details:</strong> your shipping name, address, city, postal code, country and phone number, and the products you buy; and the addresses you keep in your address book.',
      payment:
        '<strong>Payment details:</strong> payments are handled by our card payment provider. We receive a payment reference and status, never your full card number or CVV.',
      technical:
        '<strong>Technical details:</strong> device, browser and usage information collected through cookies and similar technologies (see Cookies below).',
    },
    use: {
      title: 'How We Use Your Information',
      intro: 'We use the information we collect to:',
      orders:
        '<strong>Process and deliver your orders</strong> — confirming purchases, arranging shipping, sending order updates and providing customer support.',
      marketing:
        '<strong>Send marketing only if you opt in</strong> — newsletters, offers and wellness tips are sent only when you have subscribed, and every message includes a way to unsubscribe.',
      fraud:
        '<strong>Prevent fraud and keep the store safe</strong> — verifying payments, detecting suspicious activity and protecting your account.',
      improve: 'Improve our website, product range and service, and meet our legal obligations.',
    },
    sharing: {
      title: 'Sharing Your Information',
      intro:
        'We share personal information only with trusted partners who help us run the store, and only as much as they need to do their job:',
      payment: 'payment providers, to process and verify your payments;',
      courier: 'courier and logistics partners, to deliver your orders;',
      hosting: 'hosting, e-mail and analytics providers that operate our website on our behalf.',
      bound:
        'These partners are bound to keep your information confidential and to use it only for the services they provide to us. <strong>We never sell your personal data</strong>, and we do not rent or trade it to anyone. We may disclose information where required by law, court order or a lawful request of a government authority.',
    },
    security: {
      title: 'Storage, Security and Your Rights',
      p1: 'Your data is stored on secure servers and is encrypted in transit and at rest. Access is limited to staff and partners who need it, and passwords are never stored in readable form. No system is perfectly secure, but we review our safeguards regularly.',
      p2: 'You can see, correct and erase the personal data we hold about you yourself, from your profile: <rights>Your Rights</rights> below says how.',
      p3: 'We keep personal data only for as long as it is needed for the purposes in this policy or as required by law.',
    },
    rights: {
      title: 'Your Rights',
      intro:
        'The Digital Personal Data Protection Act, 2023 gives you these rights, and you can use them yourself, signed in, on <profile>your profile</profile>:',
      see: '<strong>See your data.</strong> “Download my data” gives you one file with everything we hold about you: your account, cart, checkouts, orders and message choices.',
      correct:
        '<strong>Correct it.</strong> Change your name, e-mail address, mobile number and password under Account, and your delivery addresses in your address book.',
      erase:
        '<strong>Erase it.</strong> “Delete my account” ends every session of your account at once. Your account and your personal data (name, e-mail address, mobile number, addresses, cart and message choices) are erased from every part of the shop within {{days}}, usually within minutes. We e-mail you when we have your request and again when it is done.',
      kept: `<strong>What is kept, and why.</strong> ${ERASURE_KEEPS} The invoices prove the sales and the tax paid on them. Your past orders stay in the shop’s accounts, without your name, address or phone number.`,
      withdraw:
        '<strong>Withdraw your consent.</strong> Offers by e-mail and WhatsApp order updates are sent only with your consent, which you can withdraw at any time under Messages on your profile, or with the link in every message we send. Withdrawing is as easy as giving.',
      copies:
        'When your data changes or is erased, copies of it passed between the parts of our system are kept for at most 7 days, and copies in our internal logs are deleted within {{days}}.',
      help: 'Cannot sign in, or want help with any of this? Write to us at <email/>, or to our grievance officer below.',
      version:
        'This is version {{version}} of this policy, effective {{date}}: the version you agree to when you create an account. It replaces the version of {{previous}}.',
    },
    breaches: {
      title: 'Data Breaches',
      body: 'If a security incident affecting your personal data occurs, we will act promptly to contain it and will report it to the relevant authorities and to affected users as required by Indian law, including the Information Technology Act, 2000, CERT-In directions and the Digital Personal Data Protection Act, 2023.',
    },
    cookies: {
      title: 'Cookies',
      p1: 'We use cookies and similar browser storage to keep you signed in, remember your cart (including as a guest), keep the checkout secure and understand how our website is used.',
      p2: 'You can block or delete cookies in your browser settings. If you do, some parts of the store — such as your cart and signing in — may not work properly.',
    },
    children: {
      title: "Children's Privacy",
      body: 'Our website is not directed at children. We do not knowingly collect personal data from children under 13. If you believe a child under 13 has given us personal information, please contact us and we will delete it. Purchases on our store must be made by adults, as set out in our <terms>terms of use</terms>.',
    },
    grievances: {
      title: 'Grievances and Changes to This Policy',
      p1: 'If you have a concern about how your personal data is handled, please write to our grievance officer, below. You can also write to <email/>.',
      p2: 'We may update this policy from time to time. The effective date at the top of this page shows when it was last changed, and significant changes will be highlighted on our website.',
    },
  },

  terms: {
    title: 'Terms & Conditions',
    summary:
      'Please read these terms carefully. They set out the rules for using the {{shop}} website and buying our products, and your rights and responsibilities as a customer.',
    acceptance: {
      title: 'Acceptance of These Terms',
      p1: 'These Terms & Conditions govern your use of the {{shop}} website and every purchase you make on it. {{shop}} is operated from Udaipur, Rajasthan, India (“we”, “us”, “our”).',
      p2: 'By browsing the website, creating an account or placing an order, you agree to these terms together with our <privacy>privacy notice</privacy>, <shipping>shipping terms</shipping>, <refund>cancellation and refund terms</refund> and <pricing>pricing terms</pricing>. If you do not agree, please do not use the website.',
    },
    eligibility: {
      title: 'Eligibility and Your Account',
      p1: 'You must be <strong>at least 18 years old</strong> and capable of entering into a binding contract under Indian law to create an account or place an order.',
      p2: 'You are responsible for keeping your login details confidential and for all activity under your account. Please tell us at once if you suspect unauthorised use. You may also shop as a guest; guest carts can be merged into your account when you sign in.',
    },
    products: {
      title: 'Products and Health Information',
      p1: 'We take care to describe and photograph our products accurately, but colours, packaging and labels may vary slightly from what you see on screen.',
      p2: 'Information on this website is for general wellness purposes only and is not medical advice. Our products are not intended to diagnose, treat, cure or prevent any disease. Please read labels carefully and consult a qualified healthcare professional before use, especially if you are pregnant, nursing, taking medication or have a medical condition.',
    },
    orders: {
      title: 'Orders, Pricing and Payment',
      intro:
        'An order is accepted once payment is successfully completed and you receive an order confirmation. All prices are in Indian Rupees (₹) and are governed by our <pricing>pricing terms</pricing>. Payments are processed securely by our card payment provider.',
      modifications:
        'An order may be cancelled, or its address changed, within {{hours}} of ordering while it has not been packed; a paid order is then refunded in full.',
      cancelNoReturns:
        'After that, orders cannot be cancelled, and refunds or returns are not offered, except for the replacements described in our Cancellation & Refund Policy.',
      cancelReturns:
        'After that, orders cannot be cancelled; products may be returned within {{days}} of delivery, and replaced described in our Cancellation & Refund Policy.',
      billing: 'Billing errors are corrected within 7 working days of being reported.',
      fraud: 'We may refuse or limit orders that appear fraudulent or intended for resale.',
    },
    shipping: {
      title: 'Shipping and Delivery',
      body: 'Orders are packed within <processing/> and delivered within <total/> of payment in India, as explained in our <shipping>shipping terms</shipping>. Risk in the products passes to you on delivery.',
    },
    use: {
      title: 'Acceptable Use and Intellectual Property',
      p1: 'You agree not to misuse the website — for example by attempting to gain unauthorised access, disrupting its operation, scraping content, or posting unlawful or misleading material.',
      p2: 'All content on this website, including text, graphics, logos and product images, belongs to {{shop}} or its licensors and may not be copied or reused without our written permission.',
    },
    liability: {
      title: 'Limitation of Liability',
      body: 'To the fullest extent permitted by law, {{shop}} is not liable for any indirect, incidental or consequential loss arising from the use of our website or products. Our total liability for any claim relating to an order is limited to the amount you paid for that order. Nothing in these terms limits any rights you have under the Consumer Protection Act, 2019.',
    },
    law: {
      title: 'Governing Law and Jurisdiction',
      body: 'These terms are governed by the laws of India. Any dispute arising from them or from your use of the website is subject to the exclusive jurisdiction of the courts at Udaipur, Rajasthan.',
    },
    changes: {
      title: 'Changes and Grievances',
      p1: 'We may revise these terms from time to time. The version in force is the one shown on this page, with its effective date; continuing to use the website after a change means you accept the revised terms.',
      p2: 'Complaints can be sent to <email/>. We acknowledge grievances within 48 hours and resolve them within 30 days.',
    },
  },

  pricing: {
    title: 'Pricing Policy',
    summary:
      'Clear, fair prices in Indian Rupees — with advance notice before anything changes. This policy explains how prices, discounts and billing work at {{shop}}.',
    currency: {
      title: 'Prices and Currency',
      p1: 'All prices on the {{shop}} website are shown in Indian Rupees (₹ or Rs). Where a product shows two prices, the struck-through price is the regular price and the highlighted price is the price you pay today.',
      taxesWithCodes:
        'Applicable taxes, shipping charges and discount codes are calculated at checkout. The total shown on the checkout page, before you pay, is the amount you will be charged.',
      taxes:
        'Applicable taxes and shipping charges are calculated at checkout. The total shown on the checkout page, before you pay, is the amount you will be charged.',
    },
    howWePrice: {
      title: 'How We Set Our Prices',
      body: 'Our prices reflect the cost of sourcing authentic products from trusted manufacturers, quality checks, secure packaging and delivery across India. We compare prices regularly to keep them fair, and pass on savings through seasonal offers whenever we can.',
    },
    changes: {
      title: 'Price Changes',
      p1: 'Prices may change because of supplier costs, taxes or market conditions. We give <strong>at least 7 days’ notice</strong> of any price change on the website before it takes effect.',
      p2: 'The price that applies to your order is the price shown when you completed payment. Later increases or reductions do not change the price of orders already placed.',
    },
    offers: {
      title: 'Discounts and Promotions',
      newsletterWithCode:
        'Newsletter subscribers receive {{percent}}% off their first order with the code {{code}}, entered in the coupon field at checkout; the code works once per customer, on a first order only.',
      newsletter:
        'Newsletter subscribers receive {{percent}}% off their first order, entered in the coupon field at checkout; the code works once per customer, on a first order only.',
      limited:
        'Promotional offers run for a limited time, may apply to selected products only, and cannot be combined unless stated otherwise.',
      freeShippingAll:
        'Every order ships free, as described in our <shipping>shipping terms</shipping>.',
      freeShipping:
        'Orders over {{amount}} ship free, as described in our <shipping>shipping terms</shipping>.',
      prepaid: 'Pay online and get {{amount}} off orders of {{min}} or more, with no code.',
      combine:
        'Offers add up. A “buy x get y free” offer takes its free units off the items first (the cheapest units of the product are the free ones); a coupon then comes off the items that are left, and the online-payment offer off what is left after that. Free shipping is judged on the items after the offers and the coupon, before the online-payment offer, so paying online never costs you free shipping.',
    },
    errors: {
      title: 'Pricing and Billing Errors',
      p1: 'Despite our care, a product may occasionally be listed at an incorrect price. If we find such an error before your order is dispatched, we will contact you to explain and agree how to proceed.',
      p2: 'If you believe you have been charged incorrectly, write to <email/> with your order number. Verified billing errors are corrected within <strong>7 working days</strong>.',
    },
    law: {
      title: 'Governing Law',
      body: 'This Pricing Policy forms part of our <terms>terms of use</terms>. It is governed by the laws of India, and disputes are subject to the jurisdiction of the courts at Udaipur, Rajasthan. Grievances are acknowledged within 48 hours and resolved within 30 days.',
    },
  },

  about: {
    eyebrow: 'Our story',
    title: 'Rooted in tradition, made for modern wellness',
    intro:
      '{{shop}} — from the Sanskrit word for good health — brings authentic Ayurvedic remedies, clean nutrition and smart health devices to homes across India.',
    storyTitle: 'Wellness you can trust, from Udaipur to your doorstep',
    story1:
      '{{shop}} began in Udaipur, Rajasthan, with a simple idea: finding genuine wellness products in India should not be hard. Shelves and search results are crowded with look-alikes and exaggerated claims, and it is difficult to know what to trust.',
    story2:
      'So we built a store we would shop at ourselves. We work directly with licensed manufacturers and brands, check what we sell, and explain every product in plain language — whether it is a time-tested Ayurvedic formulation, a protein snack for your workday or a device that helps you breathe better.',
    story3:
      'Today we serve thousands of families across the country, and we are still guided by the same belief: good health is built from small, honest choices made every day.',
    stats: {
      customers: 'Happy customers',
      products: 'Wellness products',
      brands: 'Trusted brands',
      states: 'States served across India',
    },
    aimsLabel: 'Mission and vision',
    mission: {
      title: 'Our Mission',
      text: 'To make authentic, high-quality wellness products accessible and affordable for every household in India — combining the wisdom of Ayurveda with modern nutrition and technology, and helping people make informed choices for a healthier life.',
    },
    vision: {
      title: 'Our Vision',
      text: 'To become India’s most trusted wellness marketplace: a place where every product is genuine, every claim is honest, and everyone — in a metro or a small town — can find what they need to live well.',
    },
    pillarsEyebrow: 'What guides us',
    pillarsTitle: 'Our strategic pillars',
    pillarsIntro: 'Four commitments shape every product we list and every order we send.',
    pillars: {
      quality: {
        title: 'Quality Assurance',
        text: 'Every product is sourced from licensed manufacturers and authorised distributors, checked batch by batch, and shipped sealed so it reaches you exactly as it left the maker.',
      },
      marketplace: {
        title: 'Marketplace Integration',
        text: 'Ayurveda, protein, superfoods, fitness and health tech under one roof: we partner with established and emerging Indian brands so you can build your whole routine in one place.',
      },
      innovation: {
        title: 'Innovation and Growth',
        text: 'We look for what is next in wellness — from breathing trainers to clean-label nutrition — and keep expanding our range, our delivery reach and our digital experience.',
      },
      excellence: {
        title: 'Excellence Standard',
        text: 'From honest product information to careful packing and responsive customer care, we hold every step of your order to the same high standard.',
      },
    },
    ctaTitle: 'Begin your wellness journey today',
    ctaText:
      'Explore our curated range of Ayurvedic, nutrition and health-tech products — or talk to us if you need help choosing.',
    browse: 'Browse the collection',
    talk: 'Talk to our team',
  },

  contactUs: {
    eyebrow: 'Customer care',
    title: "We'd love to hear from you",
    intro:
      'Questions about a product, an order or your wellness routine? Our team in Udaipur is here to help — reach out by phone, e-mail or the form below.',
    detailsLabel: 'Contact details',
    phone: 'Phone',
    phoneText: 'Speak to our wellness advisors.',
    email: 'Email',
    emailText: 'We reply within 24 hours.',
    hours: 'Store Hours',
    hoursText: 'Our phone lines and store are open during these hours.',
    address: 'Address',
    formTitle: 'Write to us',
    formText:
      'Fill in the form and a member of our customer care team will get back to you. You get a reference at once, and a copy by e-mail.',
    visitTitle: 'Visit our store',
    mapTitle: 'Map showing the {{shop}} store in Udaipur, Rajasthan',
  },
} as const;
