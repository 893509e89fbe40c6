import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type AdminOrder as AdminOrderView,
  type OrderStatus,
  type OrderView,
  type RefundState,
} from '@arogya/contracts';
import type { MessageKey, T } from '../i18n';

/**
 * The order states of SPEC §4 "Order status values", as @arogya/contracts lists them, each
 * named by its key (react-admin's inputs translate a choice's name).
 */
export const STATUS_CHOICES = ORDER_STATUSES.map((s) => ({
  id: s,
  name: `status.${s}` satisfies MessageKey,
}));

/** Issue 32: how orders were paid, as the list filters them (COD: the cash-on-delivery list). */
export const METHOD_CHOICES = PAYMENT_METHODS.map((m) => ({
  id: m,
  name: `orders.method.${m}` satisfies MessageKey,
}));

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
  /** A cancelled paid order's refund and where it stands. */
  refund?: { status: RefundState; razorpayRefundId: string | null } | null;
  /** Its GST invoice's and credit note's numbers, once issued. */
  invoiceNumber?: string | null;
  creditNoteNumber?: string | null;
  /** A dispute (chargeback) of its payment and where it stands (issue 27). */
  dispute?: OrderView['dispute'];
}

/** How the console names a refund's state; a failed one needs an admin. */
export const REFUND_LABELS = {
  requested: 'orders.refund.requested',
  pending: 'orders.refund.pending',
  processed: 'orders.refund.processed',
  failed: 'orders.refund.failed',
} as const satisfies Record<RefundState, MessageKey>;

/** A status as the console names it in its language; one it does not know, as it is. */
export const statusName = (t: T, s: string): string =>
  (ORDER_STATUSES as readonly string[]).includes(s) ? t(`status.${s as OrderStatus}`) : s;

/** The states the status dropdown offers: the current one plus those the server allows. */
export function statusOptions(order: AdminOrder): OrderStatus[] {
  const allowed = order.allowedStatuses ?? [];
  return ORDER_STATUSES.filter((s) => s === order.status || allowed.includes(s));
}

/** An order as `GET /api/admin/orders/:id` answers it: every fact of it, for its page. */
export type OrderPageRecord = AdminOrderView & { id: string };

/** Whether the show page's record is a whole order (not a list row still in the cache). */
export const isOrderPage = (o: AdminOrder | OrderPageRecord | undefined): o is OrderPageRecord =>
  !!o &&
  Array.isArray((o as OrderPageRecord).orderItems) &&
  !!(o as OrderPageRecord).shippingAddress;

/** The words of the button that moves an order to `status`. */
export const ACTION_LABELS = {
  'Awaiting confirmation': 'orders.action.Awaiting confirmation',
  Processing: 'orders.action.Processing',
  Shipped: 'orders.action.Shipped',
  Delivered: 'orders.action.Delivered',
  Returned: 'orders.action.Returned',
  Cancelled: 'orders.action.Cancelled',
} as const satisfies Record<OrderStatus, MessageKey>;
