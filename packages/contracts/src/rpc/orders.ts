import { ADMIN_SORTS, type Page, type Removed } from '../admin-list.js';
import {
  parseOrderStatus,
  type AdminOrder,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderView,
  type OrdersSummary,
} from '../orders.js';
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
  history: defineRpc<{ caller: Caller; id: string }, OrderHistoryEntry[]>(
    'orders.admin.history',
    adminIdRequest('order'),
  ),
} as const;
