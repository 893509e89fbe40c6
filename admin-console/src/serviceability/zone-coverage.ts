import type { DeliveryZoneId } from '@arogya/contracts';
import type { MessageKey, T } from '../i18n';

/**
 * Which parcels each zone covers, in words, as checkout's serviceability/zones.ts decides it:
 * from the shop's own PIN (`SHOP_PIN`) to the shopper's.
 */
export const ZONE_COVERS = {
  'same-city': 'zones.cover.same-city',
  'same-state': 'zones.cover.same-state',
  metro: 'zones.cover.metro',
  remote: 'zones.cover.remote',
  'rest-of-india': 'zones.cover.rest-of-india',
} as const satisfies Record<DeliveryZoneId, MessageKey>;

/** The coverage of zone `id` (a zone the console does not know yet: nothing). */
export const coverOf = (t: T, id: string) => {
  const key = ZONE_COVERS[id as DeliveryZoneId];
  return key ? t(key) : '';
};
