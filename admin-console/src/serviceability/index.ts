import { lazyPage } from '../common/lazyPage';

/**
 * The delivery promise's data (issue 19): zones (list and edit), PIN codes the shop does not
 * deliver to and holidays (list, create and delete).
 */
export const deliveryZones = {
  list: lazyPage(() => import('./DeliveryZoneList'), 'DeliveryZoneList'),
  edit: lazyPage(() => import('./DeliveryZoneEdit'), 'DeliveryZoneEdit'),
};
export const nonServiceablePins = {
  list: lazyPage(() => import('./NonServiceablePinList'), 'NonServiceablePinList'),
  create: lazyPage(() => import('./NonServiceablePinCreate'), 'NonServiceablePinCreate'),
};
export const holidays = {
  list: lazyPage(() => import('./HolidayList'), 'HolidayList'),
  create: lazyPage(() => import('./HolidayCreate'), 'HolidayCreate'),
};
