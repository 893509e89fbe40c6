import type en from '../en/delivery.js';
import type { Translation } from '../types.js';

/** हिन्दी: delivery. */
export default {
  check: {
    label: 'डिलीवरी जाँचें',
    placeholder: 'पिन कोड',
    button: 'जाँचें',
  },
  promise: {
    checking: 'डिलीवरी जाँची जा रही है…',
    by: '{{pin}} पर {{date}} तक डिलीवरी',
    to: '{{pin}} पर डिलीवरी होती है',
    notDeliverable: 'इस पिन कोड पर अभी डिलीवरी नहीं होती',
  },
  fields: {
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    address: 'पता',
    city: 'शहर',
    postalCode: 'पिन कोड',
    phone: 'फ़ोन',
    state: 'राज्य / केंद्र शासित प्रदेश',
    stateEmpty: 'राज्य या केंद्र शासित प्रदेश चुनें',
    country: 'देश',
    countryEmpty: 'देश चुनें',
  },
  country: {
    india: 'भारत',
  },
} satisfies Translation<typeof en>;
