import type { Page } from '../admin-list.js';
import {
  DISPUTE_SORTS,
  parseOutsideRefund,
  REFUND_SORTS,
  type DisputeCount,
  type DisputeView,
  type RefundView,
} from '../money-admin.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import { ShopError } from '../errors.js';
import { adminOf, adminRequest, fieldsOf } from './fields.js';

/** A refund's id from the wire: an order, checkout or Razorpay payment id. */
function refundIdOf(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value))
    throw new ShopError(400, 'Refund not found');
  return value;
}

/** `{ caller, id }` of an admin about one refund. */
const adminRefundRequest = (p: unknown) => {
  const { caller, id } = fieldsOf(p);
  return { caller: adminOf(caller), id: refundIdOf(id) };
};

/** Refunds and disputes, kept by the checkout service, for admins (`checkout.refunds.*`). */
export const MoneyAdminCalls = {
  /** A page of refunds (filter `status`, `q` an order, checkout or payment id). */
  refunds: defineRpc<AdminPageRequest, Page<RefundView>>(
    'checkout.refunds.list',
    adminPageRequest(REFUND_SORTS),
  ),
  refund: defineRpc<{ caller: Caller; id: string }, RefundView>(
    'checkout.refunds.get',
    adminRefundRequest,
  ),
  /**
   * Tries a failed refund again under a new idempotency key, after asking Razorpay which
   * refunds the payment already has (409 unless failed, or while a dispute is open).
   */
  retryRefund: defineRpc<{ caller: Caller; id: string }, RefundView>(
    'checkout.refunds.retry',
    adminRefundRequest,
  ),
  /** Records that a failed refund was paid back outside the shop: who (the caller) and how. */
  refundedOutside: defineRpc<{ caller: Caller; id: string; reference: string }, RefundView>(
    'checkout.refunds.refunded-outside',
    (p) => {
      const { reference, ...rest } = fieldsOf(p);
      return { ...adminRefundRequest(rest), ...must(parseOutsideRefund({ reference })) };
    },
  ),
  /** A page of disputes (filter `status`: one, or `open` for every undecided one). */
  disputes: defineRpc<AdminPageRequest, Page<DisputeView>>(
    'checkout.disputes.list',
    adminPageRequest(DISPUTE_SORTS),
  ),
  /** How many disputes are open, and the first answer due (the dashboard). */
  disputeCount: defineRpc<{ caller: Caller }, DisputeCount>(
    'checkout.disputes.count',
    adminRequest,
  ),
} as const;
