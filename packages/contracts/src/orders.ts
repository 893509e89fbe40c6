import type { CartLine } from './cart.js';
import type { ShippingAddress } from './checkout.js';

export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as the API answers it (SPEC §3 "Order (as read)"), money in rupees. */
export interface OrderView {
  _id: string;
  checkoutId: string;
  user: { _id: string; name: string };
  orderItems: CartLine[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  shippingMethod: string;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
}

/** The admin dashboard's figures (SPEC §2 "Admin dashboard"). */
export interface AdminSummary {
  revenue: number;
  totalOrders: number;
  totalProducts: number;
  recentOrders: {
    _id: string;
    user: { name: string };
    totalPrice: number;
    status: OrderStatus;
    createdAt: string;
  }[];
}

/** RPC patterns of the orders service. */
export const OrdersRpc = {
  mine: 'orders.orders.mine',
  get: 'orders.orders.get',
  byCheckout: 'orders.orders.by-checkout',
  adminList: 'orders.admin.list',
  adminGet: 'orders.admin.get',
  adminUpdate: 'orders.admin.update',
  adminDelete: 'orders.admin.delete',
  summary: 'orders.admin.summary',
  history: 'orders.admin.history',
} as const;
