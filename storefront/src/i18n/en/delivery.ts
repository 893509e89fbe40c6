import { SHIPPING_COUNTRY } from '@arogya/contracts';

/** The storefront's English texts: delivery. Keys are what the code asks for; see ../README.md. */
export default {
  check: {
    label: 'Check delivery',
    placeholder: 'PIN code',
    button: 'Check',
  },
  promise: {
    checking: 'Checking delivery…',
    by: 'Delivers to {{pin}} by {{date}}',
    to: 'Delivers to {{pin}}',
    notDeliverable: 'Not deliverable to this PIN yet',
  },
  /** The delivery address's fields (checkout and address book). */
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    phone: 'Phone',
    state: 'State / Union Territory',
    stateEmpty: 'Select state or union territory',
    country: 'Country',
    countryEmpty: 'Select country',
  },
  country: {
    india: SHIPPING_COUNTRY,
  },
} as const;
