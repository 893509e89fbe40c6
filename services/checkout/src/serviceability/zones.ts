import type { DeliveryZoneId } from '@arogya/contracts';
import type { PinEntry } from './pin-directory.js';

/**
 * Which zone a parcel from the shop's PIN to a destination falls in. The lists are data: the
 * metros are districts as the PIN directory names them (a metro is reached from anywhere on
 * the couriers' daily trunk routes), the remote areas are whole states and union territories
 * (the North-East, Jammu and Kashmir, Ladakh and the islands).
 */
export const METRO_DISTRICTS: readonly string[] = [
  // Delhi: every district of the National Capital Territory (state code 07, below)
  'Mumbai',
  'Mumbai Suburban',
  'Kolkata',
  'Chennai',
  'Bengaluru Urban',
  'Hyderabad',
  'Ahmedabad',
  'Pune',
];
/** GST codes of states and union territories whose every district is metro: Delhi. */
export const METRO_STATE_CODES: readonly string[] = ['07'];

/** GST codes of the remote zone's states and union territories. */
export const REMOTE_STATE_CODES: readonly string[] = [
  '12', // Arunachal Pradesh
  '18', // Assam
  '14', // Manipur
  '17', // Meghalaya
  '15', // Mizoram
  '13', // Nagaland
  '11', // Sikkim
  '16', // Tripura
  '01', // Jammu and Kashmir
  '38', // Ladakh
  '35', // Andaman and Nicobar Islands
  '31', // Lakshadweep
];

const isMetro = (p: PinEntry) =>
  METRO_STATE_CODES.includes(p.stateCode) || METRO_DISTRICTS.includes(p.district);
const isRemote = (p: PinEntry) => REMOTE_STATE_CODES.includes(p.stateCode);

/** Whether zone `id` covers a parcel from `origin` to `to`. */
const APPLIES: Record<DeliveryZoneId, (origin: PinEntry, to: PinEntry) => boolean> = {
  'same-city': (o, t) => o.stateCode === t.stateCode && o.district === t.district,
  'same-state': (o, t) => o.stateCode === t.stateCode,
  metro: (_, t) => isMetro(t),
  remote: (_, t) => isRemote(t),
  'rest-of-india': (_, t) => !isRemote(t),
};

/**
 * The zone of a parcel: the first of `zones` (in DELIVERY_ZONE_IDS' order) that is enabled and
 * covers it, or null. A disabled zone hands its parcels to the next that covers them (a
 * same-city parcel is a same-state one too), except that rest-of-India never covers the remote
 * areas: with `remote` disabled they get no promise.
 */
export function zoneFor<Z extends { id: DeliveryZoneId; enabled: boolean }>(
  zones: readonly Z[],
  origin: PinEntry,
  to: PinEntry,
): Z | null {
  return zones.find((z) => z.enabled && APPLIES[z.id](origin, to)) ?? null;
}
