import { lazyPage } from '../common/lazyPage';

/**
 * Shipping (issue 33): the orders waiting to ship (booked in bulk), the shipments (labels and
 * pickups in bulk) and the pickups with their manifests. Lists only: shipments are booked from
 * the orders, pickups made from the shipments.
 */
export const toShip = { list: lazyPage(() => import('./ToShipList'), 'ToShipList') };
export const shipments = { list: lazyPage(() => import('./ShipmentList'), 'ShipmentList') };
export const pickups = { list: lazyPage(() => import('./PickupList'), 'PickupList') };
