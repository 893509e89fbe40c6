import type { CartLine } from './cart.js';
import type { ChargesView } from './charges.js';
import type { ShippingAddress } from './checkout.js';
import type { CodDecision, CodSummary } from './cod.js';
import type { DisputeStatus } from './events/checkout.dispute-changed.v1.js';
import type { Parsed } from './products.js';

/**
 * An order's statuses. Issue 32: an order paid in cash on delivery is placed 'Awaiting
 * confirmation' (the shopper confirms it with a code) and then goes the way of any order.
 */
export const ORDER_STATUSES = [
  'Awaiting confirmation',
  'Processing',
  'Shipped',
  'Delivered',
  /** issue 32: a cash-on-delivery parcel the courier brought back (refused or undelivered) */
  'Returned',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Validates an admin's status change (`{ status }`). */
export function parseOrderStatus(body: unknown): Parsed<OrderStatus> {
  const status = (typeof body === 'object' && body !== null ? body : {}) as { status?: unknown };
  return (ORDER_STATUSES as readonly unknown[]).includes(status.status)
    ? { ok: true, value: status.status as OrderStatus }
    : { ok: false, message: `status must be one of ${ORDER_STATUSES.join(', ')}` };
}

/**
 * An order as the API answers it (SPEC §3 "Order (as read)"), money in rupees; with its
 * shipping, COD fee and offers (issue 32, `ChargesView`).
 */
export interface OrderView extends ChargesView {
  _id: string;
  checkoutId: string;
  user: { _id: string; name: string };
  orderItems: CartLine[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  shippingMethod: string;
  /** the items' total before the coupon's discount */
  subtotalPrice: number;
  /** the coupon's discount (0 when none) */
  discount: number;
  couponCode: string | null;
  /** what was paid: subtotal − discount − offerDiscount + shippingPrice + codFee */
  totalPrice: number;
  /**
   * The delivery promise made at checkout (YYYY-MM-DD, India time); null when no zone applied
   * (the confirmation then shows SPEC's creation date + 10 days).
   */
  estimatedDelivery: string | null;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  /** A cancelled paid order's refund and where it stands; null when none is owed */
  refund: { status: RefundState; razorpayRefundId: string | null } | null;
  /**
   * Issue 32: an order paid in cash on delivery: until when its confirmation is awaited (null
   * once confirmed or cancelled), and whether the cash was collected
   */
  cod: { confirmBy: string | null; cashCollected: boolean } | null;
  /** Its GST invoice's number (`AR/2026-27/000123`); null when none was issued */
  invoiceNumber: string | null;
  /** The credit note's number, once a cancellation reversed the invoice */
  creditNoteNumber: string | null;
  /** A dispute (chargeback) of its payment and where it stands; null when none (issue 27) */
  dispute: { id: string; status: DisputeStatus; respondBy: string | null } | null;
}

/** Where a refund stands: requested with the cancellation, accepted by Razorpay, then done. */
export type RefundState = 'requested' | 'pending' | 'processed' | 'failed';

/** An order as the admin console sees it: with the statuses it may move to next. */
export type AdminOrder = OrderView & {
  allowedStatuses: OrderStatus[];
  /**
   * Issue 32: whether its checkout was offered cash on delivery, and why not (the rules with
   * their figures, for the admin only); null for orders placed before.
   */
  codDecision: CodDecision | null;
};

/** One change in an order's life (a status move, or a note such as a refund). */
export interface OrderHistoryEntry {
  from: string | null;
  to: string;
  actor: string;
  note: string | null;
  at: string;
}

/** The days the dashboard's revenue chart covers, today (India time) the last. */
export const REVENUE_CHART_DAYS = 30;

/**
 * The orders' part of the admin dashboard (SPEC §2): revenue, count and the latest five; for
 * the charts, the revenue of each of the last REVENUE_CHART_DAYS days (India time, oldest
 * first, days without sales as 0) and how many orders stand in each status.
 */
export interface OrdersSummary {
  revenue: number;
  totalOrders: number;
  revenueByDay: { day: string; revenue: number }[];
  ordersByStatus: { status: OrderStatus; count: number }[];
  recentOrders: {
    _id: string;
    user: { name: string };
    totalPrice: number;
    status: OrderStatus;
    createdAt: string;
  }[];
}

/** The admin dashboard's figures (SPEC §2 "Admin dashboard"), composed by the gateway. */
export interface AdminSummary extends OrdersSummary {
  totalProducts: number;
  /** Issue 30: how many variants the products are sold as, and how many of them are sold out */
  totalVariants: number;
  variantsOutOfStock: number;
  /** Issue 32: cash on delivery's share, the cash to collect, and returns to origin by zone */
  cod: CodSummary;
}

/** The order number shoppers and admins see (SPEC §9): '#' and the id's last 6 characters. */
export const orderNumber = (id: string) => `#${id.slice(-6)}`;
