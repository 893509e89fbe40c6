import type { DeliveryZoneId } from '@arogya/contracts';

/**
 * Which parcels each zone covers, in words, as checkout's serviceability/zones.ts decides it:
 * from the shop's own PIN (`SHOP_PIN`) to the shopper's.
 */
export const ZONE_COVERS: Record<DeliveryZoneId, string> = {
  'same-city': 'PINs in the shop’s own district',
  'same-state': 'PINs in the shop’s own state or union territory',
  metro:
    'Delhi and the metro districts: Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune',
  remote: 'The North-East, Jammu and Kashmir, Ladakh, Andaman and Nicobar, and Lakshadweep',
  'rest-of-india': 'Every other PIN, except the remote areas',
};

/** The coverage of zone `id` (a zone the console does not know yet: nothing). */
export const coverOf = (id: string) => ZONE_COVERS[id as DeliveryZoneId] ?? '';
