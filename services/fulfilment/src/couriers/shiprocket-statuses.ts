import type { Milestone } from './courier.js';

/**
 * Shiprocket's shipment status codes (`shipment_status_id`, a scan's `sr-status`) and the
 * milestone each moves a parcel to; codes absent here (AWB assigned, label generated, pickup
 * scheduled, manifest generated…) move none.
 */
const MILESTONE_OF: Readonly<Record<number, Milestone>> = {
  42: 'picked-up', // PICKED UP
  6: 'in-transit', // SHIPPED (in-scanned at the origin hub)
  18: 'in-transit', // IN TRANSIT
  38: 'in-transit', // REACHED AT DESTINATION HUB
  17: 'out-for-delivery', // OUT FOR DELIVERY
  7: 'delivered', // DELIVERED
  21: 'undelivered', // UNDELIVERED (an NDR)
  9: 'rto-initiated', // RTO INITIATED
  46: 'rto-initiated', // RTO IN TRANSIT
  10: 'rto-delivered', // RTO DELIVERED
  8: 'cancelled', // CANCELED
};

/** The milestone of a Shiprocket status code (a number or its string), or null. */
export function milestoneOf(status: unknown): Milestone | null {
  const code = typeof status === 'string' && /^\d+$/.test(status) ? Number(status) : status;
  return typeof code === 'number' ? (MILESTONE_OF[code] ?? null) : null;
}
