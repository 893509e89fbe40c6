import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * An admin changed where and how fast the shop delivers: a zone edited, a PIN code stopped or
 * started again, a holiday added or removed. `key` is the zone id, the PIN or the date.
 */
export interface ServiceabilityChangedV1 {
  /** issue 32: or the shop's fees and offers (key 'shop') */
  what: 'delivery-zone' | 'non-serviceable-pin' | 'holiday' | 'fee-settings';
  action: 'updated' | 'created' | 'deleted';
  key: string;
  /** the admin's user id */
  actor: string;
}

export const ServiceabilityChangedV1 = defineEvent<ServiceabilityChangedV1>()(
  'shop.checkout.serviceability-changed.v1',
  (v): v is ServiceabilityChangedV1 =>
    hasFields(v, { what: 'string', action: 'string', key: 'string' }),
);
