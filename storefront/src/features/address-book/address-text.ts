import { addressFieldOf, SHIPPING_COUNTRY_VALUE, type ShippingAddress } from '@arogya/contracts';
import { ApiError, messagesOf } from '../../api/client.js';

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

/** Whether two addresses say the same (a saved one's `_id` and `isDefault` aside). */
export const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  KEYS.every((k) => a[k].trim() === b[k].trim());

/** "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038": where it is, on one line. */
export const addressLine = (a: ShippingAddress) =>
  [a.address, a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

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
