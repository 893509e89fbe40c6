import { lazyPage } from '../common/lazyPage';

/**
 * The delivery promise's data (issue 19): zones (list and edit), PIN codes the shop does not
 * deliver to and holidays (list, create and delete).
 */
export const deliveryZones = {
  list: lazyPage(() => import('./DeliveryZoneList'), 'DeliveryZoneList'),
  edit: lazyPage(() => import('./DeliveryZoneEdit'), 'DeliveryZoneEdit'),
};
/** Issue 32: the shop's fees and offers, one page (there is one set of them). */
export const FeeSettingsPage = lazyPage(() => import('./FeeSettingsEdit'), 'FeeSettingsEdit');
export const nonServiceablePins = {
  list: lazyPage(() => import('./NonServiceablePinList'), 'NonServiceablePinList'),
  create: lazyPage(() => import('./NonServiceablePinCreate'), 'NonServiceablePinCreate'),
};
export const holidays = {
  list: lazyPage(() => import('./HolidayList'), 'HolidayList'),
  create: lazyPage(() => import('./HolidayCreate'), 'HolidayCreate'),
};
