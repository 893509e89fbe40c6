import {
  chargesView,
  paiseToRupees,
  subtotalOf,
  withState,
  type AdminOrder,
  type OrderView,
} from '@arogya/contracts';
import type { OrderEntity } from './order.entity.js';
import { OrderTransitions } from './order.transitions.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the API answers it (SPEC §3 "Order (as read)"): the one mapping. */
export function toOrderView(o: OrderEntity): OrderView {
  return {
    _id: o.id,
    checkoutId: o.checkoutId,
    user: { _id: o.userId, name: o.userName },
    orderItems: o.items.map(({ pricePaise, hsn: _hsn, gstRate: _rate, ...i }) => ({
      ...i,
      price: paiseToRupees(pricePaise),
    })),
    shippingAddress: withState(o.shippingAddress),
    paymentMethod: o.paymentMethod,
    shippingMethod: o.shippingMethod,
    subtotalPrice: paiseToRupees(subtotalOf(o)),
    discount: paiseToRupees(o.discountPaise),
    couponCode: o.couponCode,
    totalPrice: paiseToRupees(o.totalPaise),
    ...chargesView(o),
    estimatedDelivery: o.estimatedDelivery,
    isPaid: o.isPaid,
    paidAt: iso(o.paidAt),
    isDelivered: o.isDelivered,
    deliveredAt: iso(o.deliveredAt),
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    refund: o.refundStatus ? { status: o.refundStatus, razorpayRefundId: o.refundId } : null,
    cod:
      o.paymentMethod === 'COD'
        ? { confirmBy: iso(o.codConfirmBy), cashCollected: o.cashCollectedAt !== null }
        : null,
    invoiceNumber: o.invoiceNumber ?? null,
    creditNoteNumber: o.creditNoteNumber ?? null,
    dispute:
      o.disputeId && o.disputeStatus
        ? { id: o.disputeId, status: o.disputeStatus, respondBy: iso(o.disputeRespondBy) }
        : null,
  };
}

/** An order as the admin console sees it: with the statuses it may move to next. */
export const toAdminOrder = (o: OrderEntity): AdminOrder => ({
  ...toOrderView(o),
  allowedStatuses: [...OrderTransitions.allowed(o.status)].filter(
    // only a cash order is returned to origin (`moveOrder`)
    (s) => s !== 'Returned' || o.paymentMethod === 'COD',
  ),
  codDecision: o.codDecision,
});
