import {
  orderNumber,
  SHIPMENT_STATUSES,
  type OrderToShip,
  type PickupView,
  type ShipmentStatus,
  type ShipmentView,
} from '@arogya/contracts';
import type { MessageKey } from '../i18n';

/** An order waiting to ship as `GET /api/admin/to-ship` answers it (`id`: the order's). */
export type ToShipRow = OrderToShip & { id: string };
/** A shipment as `GET /api/admin/shipments` answers it. */
export type ShipmentRow = ShipmentView & { id: string };
/** A pickup as `GET /api/admin/pickups` answers it. */
export type PickupRow = PickupView & { id: string };

/** How the console names where a shipment is. */
export const SHIPMENT_STATUS_LABELS = {
  booking: 'shipping.status.booking',
  booked: 'shipping.status.booked',
  'picked-up': 'shipping.status.picked-up',
  'in-transit': 'shipping.status.in-transit',
  'out-for-delivery': 'shipping.status.out-for-delivery',
  undelivered: 'shipping.status.undelivered',
  delivered: 'shipping.status.delivered',
  'rto-initiated': 'shipping.status.rto-initiated',
  'rto-delivered': 'shipping.status.rto-delivered',
  cancelled: 'shipping.status.cancelled',
} as const satisfies Record<ShipmentStatus, MessageKey>;

/** The shipments' status filter. */
export const SHIPMENT_STATUS_CHOICES = SHIPMENT_STATUSES.map((id) => ({
  id,
  name: SHIPMENT_STATUS_LABELS[id],
}));

/** "Whey Tub (2 kg) × 1, Tulsi Drops × 2": what is left to ship of an order. */
export const linesText = (o: OrderToShip) =>
  o.lines
    .map((l) => {
      const options = [l.size, l.color].filter(Boolean).join(', ');
      return `${l.name}${options ? ` (${options})` : ''} × ${l.quantity}`;
    })
    .join(', ');

/** "#a1b2c3 · AWB 1904…": a parcel (a shipment, a failed delivery) as buttons and reports name it. */
export const parcelName = (p: { orderId: string; awb: string | null }) =>
  `${orderNumber(p.orderId)}${p.awb ? ` · AWB ${p.awb}` : ''}`;
