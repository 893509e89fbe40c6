import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';
import type { OrderStatus } from '../orders.js';

/** An admin moved an order to another status. */
export interface OrderStatusChangedV1 {
  orderId: string;
  userId: string;
  from: OrderStatus;
  to: OrderStatus;
}

export const OrderStatusChangedV1 = defineEvent<OrderStatusChangedV1>()(
  'shop.orders.order-status-changed.v1',
  (v): v is OrderStatusChangedV1 => hasFields(v, { orderId: 'string', to: 'string' }),
);
