import { defineEvent } from '../envelope.js';
import type { OrderShippingStage, ShipmentStatus } from '../fulfilment.js';
import { hasFields } from './guards.js';

/**
 * A shipment moved on (issue 33): booked with its AWB, then each milestone the courier's scans
 * reached, once each (a replayed or late scan moves nothing). Orders will follow it with the
 * order's delivery statuses, notifications with the shopper's messages.
 */
export interface ShipmentStatusChangedV1 {
  shipmentId: string;
  orderId: string;
  userId: string;
  from: ShipmentStatus | null;
  to: ShipmentStatus;
  awb: string | null;
  courierName: string | null;
  /** when the courier said so (the scan's time), ISO */
  at: string;
  /** where the whole order stands after this move, all its shipments counted */
  orderStage: OrderShippingStage | null;
  /** a failed delivery's reason as the courier said it ("Customer not available") */
  reason?: string;
  /** a claim's replacement parcel (sent free): not the order's own units */
  claimId?: string;
}

export const ShipmentStatusChangedV1 = defineEvent<ShipmentStatusChangedV1>()(
  'shop.fulfilment.shipment-status-changed.v1',
  (v): v is ShipmentStatusChangedV1 =>
    hasFields(v, { shipmentId: 'string', orderId: 'string', to: 'string', at: 'string' }),
);
