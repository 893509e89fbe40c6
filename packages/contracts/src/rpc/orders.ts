import { ADMIN_SORTS, type Page, type Removed } from '../admin-list.js';
import { parseCodCode } from '../cod.js';
import { parseShippingAddress } from '../checkout.js';
import type { AddressChange } from '../order-changes.js';
import {
  parseOrderStatus,
  type AdminOrder,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderView,
  type OrdersSummary,
} from '../orders.js';
import type { CodOrdersFigures } from '../cod.js';
import {
  parseCashRefund,
  parseCodRemittance,
  type CashRefundInput,
  type CodReconciliationView,
  type CodRemittanceInput,
  type CodRemittanceView,
} from '../cod-cash.js';
import { indiaDate } from '../india.js';
import { wireRupees } from '../charges.js';
import type { Caller } from '../users.js';
import { adminPageRequest, type AdminPageRequest } from './admin.js';
import { defineRpc, must } from './define.js';
import {
  adminIdRequest,
  adminOf,
  adminRequest,
  callerIdRequest,
  callerOf,
  callerRequest,
  entityIdOf,
  fieldsOf,
} from './fields.js';

/** A shopper's change asks fulfilment, and checkout for an address, before it is made. */
const shopperChange = { timeoutMs: 15_000 };

/** Calls of the orders service (`orders.*`). */
export const OrdersCalls = {
  /** The caller's orders, newest first. */
  mine: defineRpc<{ caller: Caller }, OrderView[]>('orders.orders.mine', callerRequest),
  /** The owner's order, or any for an admin; anyone else 404. */
  get: defineRpc<{ caller: Caller; id: string }, OrderView>(
    'orders.orders.get',
    callerIdRequest('order'),
  ),
  /** The order of one of the caller's checkouts (finalize), 404 until it exists. */
  byCheckout: defineRpc<{ caller: Caller; checkoutId: string }, OrderView>(
    'orders.orders.by-checkout',
    (p) => {
      const { caller, checkoutId } = fieldsOf(p);
      return { caller: callerOf(caller), checkoutId: entityIdOf(checkoutId, 'checkout') };
    },
  ),
  /** Issue 32: the shopper confirms their cash-on-delivery order with the code texted to them. */
  confirmCod: defineRpc<{ caller: Caller; id: string; code: string }, OrderView>(
    'orders.orders.confirm-cod',
    (p) => {
      const { caller, id, code } = fieldsOf(p);
      return {
        caller: callerOf(caller),
        id: entityIdOf(id, 'order'),
        code: must(parseCodCode({ code })),
      };
    },
  ),
  /**
   * Issue 33: the shopper cancels their order within `MODIFICATION_WINDOW_HOURS` while nothing
   * of it is booked with the courier (a paid one is refunded in full, its stock put back); 404
   * not theirs, 409 too late, being packed, or no longer open.
   */
  cancelMine: defineRpc<{ caller: Caller; id: string }, OrderView>(
    'orders.orders.cancel-mine',
    callerIdRequest('order'),
    shopperChange,
  ),
  /**
   * Issue 33: the shopper sends their order elsewhere, on the same terms: to an address in the
   * state it was invoiced in and the delivery zone it was priced for; 400 an address the form
   * would refuse, 409 as `ORDER_CHANGE_MESSAGES` says.
   */
  changeAddress: defineRpc<{ caller: Caller; id: string; address: AddressChange }, OrderView>(
    'orders.orders.change-address',
    (p) => {
      const { address } = fieldsOf(p);
      return { ...callerIdRequest('order')(p), address: must(parseShippingAddress(address)) };
    },
    shopperChange,
  ),
  /** Every order, newest first. */
  adminList: defineRpc<{ caller: Caller }, AdminOrder[]>('orders.admin.list', adminRequest),
  page: defineRpc<AdminPageRequest, Page<AdminOrder>>(
    'orders.admin.page',
    adminPageRequest(ADMIN_SORTS.orders),
  ),
  adminGet: defineRpc<{ caller: Caller; id: string }, AdminOrder>(
    'orders.admin.get',
    adminIdRequest('order'),
  ),
  /** A status change along the transition table (409 with the allowed next states). */
  adminUpdate: defineRpc<{ caller: Caller; id: string; status: OrderStatus }, AdminOrder>(
    'orders.admin.update',
    (p) => {
      const { caller, id, status } = fieldsOf(p);
      const admin = adminOf(caller);
      const orderId = entityIdOf(id, 'order');
      return { caller: admin, id: orderId, status: must(parseOrderStatus({ status })) };
    },
  ),
  /** Deletes a cancelled order. */
  adminDelete: defineRpc<{ caller: Caller; id: string }, Removed>(
    'orders.admin.delete',
    adminIdRequest('order'),
  ),
  summary: defineRpc<{ caller: Caller }, OrdersSummary>('orders.admin.summary', adminRequest),
  /** Issue 32: the days reconciled, newest first (collected cash against remittances). */
  codReconciliation: defineRpc<{ caller: Caller }, CodReconciliationView[]>(
    'orders.cod-cash.reconciliation',
    adminRequest,
  ),
  /** Issue 32: the couriers' remittances recorded, newest day first. */
  codRemittances: defineRpc<{ caller: Caller }, CodRemittanceView[]>(
    'orders.cod-cash.remittances',
    adminRequest,
  ),
  /** Issue 32: records a courier's remittance; its day is reconciled again at once. */
  recordRemittance: defineRpc<{ caller: Caller } & CodRemittanceInput, CodRemittanceView>(
    'orders.cod-cash.record-remittance',
    (p) => {
      const { caller, day, amountPaise, reference } = fieldsOf(p);
      const amount = wireRupees(amountPaise);
      return {
        caller: adminOf(caller),
        ...must(parseCodRemittance({ day, amount, reference }, indiaDate(new Date()))),
      };
    },
  ),
  /** Issue 32: a delivered cash order's money sent back to the shopper's account, recorded. */
  cashRefund: defineRpc<{ caller: Caller; id: string } & CashRefundInput, AdminOrder>(
    'orders.cod-cash.cash-refund',
    (p) => {
      const { caller, id, method, reference } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        id: entityIdOf(id, 'order'),
        ...must(parseCashRefund({ method, reference })),
      };
    },
  ),
  /** Issue 32: the cash-on-delivery share, the cash to collect, the orders awaiting a code. */
  codFigures: defineRpc<{ caller: Caller }, CodOrdersFigures>(
    'orders.admin.cod-figures',
    adminRequest,
  ),
  history: defineRpc<{ caller: Caller; id: string }, OrderHistoryEntry[]>(
    'orders.admin.history',
    adminIdRequest('order'),
  ),
} as const;
