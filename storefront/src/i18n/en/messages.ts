import { CONSENT_WORDING } from '@arogya/contracts';

/** The storefront's English texts: messages. Keys are what the code asks for; see ../README.md. */
export default {
  /** The words a shopper agrees to (the server records the English: CONSENT_WORDING). */
  consent: {
    whatsapp: CONSENT_WORDING.whatsapp,
    marketing: CONSENT_WORDING.marketing,
  },
  loading: 'Loading your message choices...',
  loadFailed: 'Your message choices could not be loaded',
  section: {
    heading: 'Messages',
    intro:
      'Order confirmations, invoices and refunds always come by e-mail. Choose what else you get.',
    introTo:
      'Order confirmations, invoices and refunds always come by e-mail to {{email}}. Choose what else you get.',
  },
  prefs: {
    label: 'Message choices',
    whatsapp: 'WhatsApp order updates',
    phone: 'Mobile number for WhatsApp',
    phoneHint: 'A 10-digit Indian mobile number that has WhatsApp.',
    offers: 'Offers by e-mail',
    save: 'Save choices',
    saving: 'Saving...',
    saved: 'Your choices are saved.',
    notSaved: 'Your choices could not be saved. Please try again.',
  },
  link: {
    eyebrow: 'Your messages',
    signIn: 'Sign in to choose your messages',
    noToken:
      'This link is not complete. Open it again from the e-mail, or sign in to choose your messages.',
  },
  page: {
    titleTo: 'Messages to {{email}}',
    titleYou: 'Messages to you',
    intro:
      'Order confirmations, invoices and refunds always come by e-mail. Choose what else you get; you can change it again at any time, here or in your account.',
    onlyOffers: 'Only want the offers to stop? <unsubscribe>Unsubscribe from offers</unsubscribe>',
  },
  unsubscribe: {
    question: 'Unsubscribe from offers?',
    done: 'You are unsubscribed',
    noMore: 'You will no longer receive offers at {{address}}.',
    yourAddress: 'your address',
    willStop:
      'We will stop sending offers and wellness tips. Messages about your orders keep coming.',
    willStopTo:
      'We will stop sending offers and wellness tips to {{address}}. Messages about your orders keep coming.',
    confirm: 'Unsubscribe from offers',
    busy: 'Unsubscribing...',
    choose: 'Choose which messages you get',
    failed: 'You could not be unsubscribed. Please try again.',
  },
  contact: {
    label: 'Write to us',
    optional: '(optional)',
    fields: {
      name: { label: 'Full name', placeholder: 'Your full name' },
      email: { label: 'Email', placeholder: 'you@example.com' },
      subject: { label: 'Subject', placeholder: 'How can we help?' },
      message: { label: 'Message', placeholder: 'Tell us a little more…' },
    },
    send: 'Send Message',
    sending: 'Sending...',
    notSent: 'Your message could not be sent. Please try again in a moment.',
    sent: 'Message Sent!',
    thanks: "Thank you for contacting us. We'll respond within 24 hours.",
    reference: 'Your reference:',
    copy: 'We have e-mailed you a copy; quote the reference if you write again.',
    honeypot: 'Website (leave this empty)',
  },
} as const;
