import {
  ShipmentStatusChangedV1,
  type OrderShippingStage,
  type ShipmentStatus,
} from '@arogya/contracts';
import { appendToOutbox, TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import type { BookedParcel, Milestone } from '../couriers/courier.js';
import type { ShipmentRow } from './shipments.repository.js';

export type { ShipmentStatus };

/**
 * Where a shipment may go next (`SHIPMENT_STATUSES`: being booked, booked, then the scans). Scans are not a clean sequence: webhooks are dropped and
 * replayed, and couriers skip scans, so a later milestone may come first (a shipment booked and
 * then delivered was picked up on the way). Forward only, with the failed attempt's branch: an
 * undelivered shipment goes out for delivery again, is delivered, or goes back (RTO).
 */
export const ShipmentTransitions = new TransitionTable<ShipmentStatus>('shipment', 'booking', {
  // with the courier: its AWB comes back, or the booking is tried again as it is
  booking: ['booked'],
  booked: [
    'picked-up',
    'in-transit',
    'out-for-delivery',
    'undelivered',
    'delivered',
    'rto-initiated',
    'rto-delivered',
    'cancelled',
  ],
  'picked-up': [
    'in-transit',
    'out-for-delivery',
    'undelivered',
    'delivered',
    'rto-initiated',
    'rto-delivered',
  ],
  'in-transit': ['out-for-delivery', 'undelivered', 'delivered', 'rto-initiated', 'rto-delivered'],
  'out-for-delivery': ['undelivered', 'delivered', 'rto-initiated', 'rto-delivered'],
  undelivered: ['out-for-delivery', 'delivered', 'rto-initiated', 'rto-delivered'],
  'rto-initiated': ['rto-delivered'],
  delivered: [],
  'rto-delivered': [],
  cancelled: [],
});

/**
 * The status a scan moves a shipment in `current` to, or null when it moves it nowhere: a scan
 * of no milestone, the same milestone again (a replayed webhook, another in-transit hub), or
 * one the table does not allow from here (a late scan after delivery). Null is never an error:
 * the scan is kept, no milestone is announced twice.
 */
export function nextStatus(
  current: ShipmentStatus,
  milestone: Milestone | null,
): ShipmentStatus | null {
  if (milestone === null || milestone === current) return null;
  return ShipmentTransitions.can(current, milestone) ? milestone : null;
}

/**
 * The one place a shipment's status is written, in the caller's transaction: a new shipment
 * `booking` (its units held against the order), then each move the table allows, announced by
 * `shipment-status-changed` (`userId`: whose order; `at`: when the courier said so).
 */
export async function createShipment(m: EntityManager, s: ShipmentRow): Promise<void> {
  ShipmentTransitions.assert(null, 'booking');
  await m.query(
    `INSERT INTO shipments (id, order_id, status, courier, lines, cod, collect_paise,
       weight_grams, length_cm, breadth_cm, height_cm, claim_id)
     VALUES ($1, $2, 'booking', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      s.id,
      s.orderId,
      s.courier,
      JSON.stringify(s.lines),
      s.cod,
      s.collectPaise,
      s.weightGrams,
      s.lengthCm,
      s.breadthCm,
      s.heightCm,
      s.claimId,
    ],
  );
}

/**
 * The courier's answer to a booking: booked, with its AWB — once (two staff booking the same
 * order at once both get the courier's one answer; the second writes and announces nothing).
 */
export async function markBooked(
  m: EntityManager,
  s: ShipmentRow,
  p: BookedParcel,
  userId: string,
): Promise<void> {
  ShipmentTransitions.assert(s.status, 'booked');
  const [, written] = (await m.query(
    `UPDATE shipments SET status = 'booked', courier_id = $2, courier_name = $3,
       provider_order_id = $4, provider_shipment_id = $5, awb = $6, booked_at = now(),
       updated_at = now()
     WHERE id = $1 AND status = 'booking'`,
    [s.id, p.courierId, p.courierName, p.providerOrderId, p.providerShipmentId, p.awb],
  )) as [unknown, number];
  if (written === 0) return;
  await announce(m, s, 'booked', {
    userId,
    at: new Date().toISOString(),
    awb: p.awb,
    courierName: p.courierName,
    orderStage: null,
  });
}

/**
 * A scan's move (`to`, which `nextStatus` allowed from `s.status`); `orderStage`: where the
 * whole order stands after it (`orderStage` in shippable.ts).
 */
export async function moveShipment(
  m: EntityManager,
  s: ShipmentRow,
  to: ShipmentStatus,
  why: { userId: string; at: string; orderStage: OrderShippingStage | null; reason?: string },
): Promise<void> {
  ShipmentTransitions.assert(s.status, to);
  await m.query(`UPDATE shipments SET status = $2, updated_at = now() WHERE id = $1`, [s.id, to]);
  await announce(m, s, to, { ...why, awb: s.awb, courierName: s.courierName });
}

/** A booking the courier refused: it never was (only one still booking). */
export async function forgetBooking(m: EntityManager, id: string): Promise<void> {
  await m.query(`DELETE FROM shipments WHERE id = $1 AND status = 'booking'`, [id]);
}

function announce(
  m: EntityManager,
  s: ShipmentRow,
  to: ShipmentStatus,
  e: {
    userId: string;
    at: string;
    awb: string | null;
    courierName: string | null;
    orderStage: OrderShippingStage | null;
    reason?: string;
  },
) {
  return appendToOutbox(m, ShipmentStatusChangedV1, {
    shipmentId: s.id,
    orderId: s.orderId,
    userId: e.userId,
    from: s.status,
    to,
    awb: e.awb,
    courierName: e.courierName,
    at: e.at,
    orderStage: e.orderStage,
    ...(e.reason !== undefined && { reason: e.reason }),
    ...(s.claimId && { claimId: s.claimId }),
  });
}
