import {
  addressFieldOf,
  shippingPhone,
  SHIPPING_COUNTRY,
  SHIPPING_COUNTRY_VALUE,
  typedPin,
  type ShippingAddress,
} from '@arogya/contracts';
import { ApiError, messagesOf } from '../../api/client.js';
import i18n from '../../i18n/index.js';

/** An address with nothing typed yet (the country is India's, SPEC's default). */
export const blankAddress = (): ShippingAddress => ({
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  postalCode: '',
  state: '',
  country: SHIPPING_COUNTRY_VALUE,
  phone: '',
});

const KEYS = Object.keys(blankAddress()) as (keyof ShippingAddress)[];

/** A field as the checkout keeps it: the PIN's 6 digits and the phone's 10, as typed otherwise. */
const kept = (a: ShippingAddress, k: keyof ShippingAddress) =>
  k === 'postalCode' ? typedPin(a[k]) : k === 'phone' ? shippingPhone(a[k].trim()) : a[k].trim();

/**
 * Whether two addresses say the same (a saved one's `_id` and `isDefault` aside; '560 001' and
 * '+91 98765 43210' typed say what 560001 and 9876543210 saved do).
 */
export const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  KEYS.every((k) => kept(a, k) === kept(b, k));

/** "Bengaluru, Karnataka 560038": the town, the state and the PIN (those an address has). */
export const placeLine = (a: Partial<ShippingAddress> | null | undefined) =>
  [a?.city, [a?.state, a?.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038": where it is, on one line. */
export const addressLine = (a: ShippingAddress) =>
  [a.address, placeLine(a)].filter(Boolean).join(', ');

/** The country by its name in the language shown: India (भारत) for SPEC's value 'INDIA'. */
export const countryName = (country: string | undefined) =>
  country === SHIPPING_COUNTRY_VALUE
    ? i18n.t('country.india', { ns: 'delivery', defaultValue: SHIPPING_COUNTRY })
    : (country ?? '');

/**
 * "Bengaluru, Karnataka 560038, India": where an order goes, after its street (SPEC's city and
 * country, with the state and the PIN between); 'N/A' without an address.
 */
export const placeAndCountry = (a: Partial<ShippingAddress> | null | undefined) =>
  [placeLine(a), countryName(a?.country)].filter(Boolean).join(', ') ||
  i18n.t('notAvailable', { ns: 'orders' });

/** A field the server or the form refused, as the address fields show it under the field. */
export interface AddressProblem {
  field: keyof ShippingAddress;
  message: string;
}

/**
 * A refused address as the form shows it: the field the server names (`errors[].field`, the
 * checkout's rules) with its message, or else a message for the whole form (the book is full).
 */
export function addressProblemOf(
  err: unknown,
  fallback: string,
): { field: AddressProblem | null; form: string | null } {
  if (err instanceof ApiError && Array.isArray(err.data.errors)) {
    const [first] = err.data.errors as { field?: string; message?: string }[];
    const message = String(first?.message ?? fallback);
    const field = KEYS.find((k) => k === first?.field) ?? addressFieldOf(message);
    if (field) return { field: { field, message }, form: null };
  }
  return { field: null, form: messagesOf(err, fallback).join(' ') };
}
