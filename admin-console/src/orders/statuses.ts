import type { OrderStatus } from '@arogya/contracts';

/** The order states (SPEC §4 "Order status values"). */
export const ORDER_STATUSES: OrderStatus[] = ['Processing', 'Shipped', 'Delivered', 'Cancelled'];

export const STATUS_CHOICES = ORDER_STATUSES.map((s) => ({ id: s, name: s }));

/** An order row as `GET /api/admin/orders` answers it. */
export interface AdminOrder {
  id: string;
  _id: string;
  user?: { _id: string; name: string } | null;
  totalPrice: number;
  status: OrderStatus;
  isPaid: boolean;
  isDelivered: boolean;
  createdAt: string;
  /** The next states the server allows from here. */
  allowedStatuses?: OrderStatus[];
}

/** The states the status dropdown offers: the current one plus those the server allows. */
export function statusOptions(order: AdminOrder): OrderStatus[] {
  const allowed = order.allowedStatuses ?? [];
  return ORDER_STATUSES.filter((s) => s === order.status || allowed.includes(s));
}
