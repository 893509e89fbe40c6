import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';
import type { OrderStatus } from '../orders.js';

/** An admin, or a parcel's scan (issue 33), moved an order to another status. */
export interface OrderStatusChangedV1 {
  orderId: string;
  userId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** a courier's scan made the move (issue 33): the parcel's courier and AWB */
  shipment?: { courierName: string | null; awb: string | null };
}

export const OrderStatusChangedV1 = defineEvent<OrderStatusChangedV1>()(
  'shop.orders.order-status-changed.v1',
  (v): v is OrderStatusChangedV1 => hasFields(v, { orderId: 'string', to: 'string' }),
);
