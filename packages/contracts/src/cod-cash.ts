import { paiseToRupees, rupeeField, THRESHOLD_MAX_PAISE } from './money.js';
import type { Parsed } from './products.js';
import { isCalendarDate } from './serviceability.js';

/**
 * Issue 32, the cash of cash on delivery. Couriers pay the shop the cash they collected in
 * remittances; staff record each (the day of deliveries it covers, the amount, the bank
 * reference), and a daily job sets each day's collected cash (the cash orders delivered that
 * day, India time) against what was remitted for it. A paid-in-cash order given back is
 * refunded to the shopper's account (UPI or bank transfer), a step staff complete and record.
 */

/** One day's reconciliation, as the console lists it (`_id` is the day). */
export interface CodReconciliationView {
  _id: string;
  /** YYYY-MM-DD, India time */
  day: string;
  /** cash orders delivered that day, and what their couriers collected (rupees) */
  orders: number;
  collected: number;
  /** what remittances for that day came to */
  remitted: number;
  /** remitted − collected: below 0 the courier owes the shop */
  difference: number;
  status: 'matched' | 'short' | 'over';
  reconciledAt: string;
}

/** A courier's remittance as recorded (`_id` its id). */
export interface CodRemittanceView {
  _id: string;
  day: string;
  amount: number;
  reference: string;
  createdAt: string;
}

/** `POST /api/admin/cod-remittances` (amount in paise once read). */
export interface CodRemittanceInput {
  day: string;
  amountPaise: number;
  reference: string;
}

export const REMITTANCE_REFERENCE_MAX = 60;

const record = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;

/** A remittance as staff type it: a day (not in the future, India time), rupees, a reference. */
export function parseCodRemittance(body: unknown, today: string): Parsed<CodRemittanceInput> {
  const b = record(body);
  if (!b) return { ok: false, message: 'Request body must be a JSON object' };
  const unknown = Object.keys(b).find((k) => !['day', 'amount', 'reference'].includes(k));
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  if (typeof b.day !== 'string' || !isCalendarDate(b.day))
    return { ok: false, message: 'day must be a day written YYYY-MM-DD' };
  if (b.day > today) return { ok: false, message: 'day must not be in the future' };
  const amount = rupeeField(b.amount, 'amount', THRESHOLD_MAX_PAISE);
  if (!amount.ok) return amount;
  if (amount.value === 0) return { ok: false, message: 'amount must be more than ₹0' };
  const reference = typeof b.reference === 'string' ? b.reference.trim() : '';
  if (reference.length < 1 || reference.length > REMITTANCE_REFERENCE_MAX)
    return {
      ok: false,
      message: `reference must be 1 to ${REMITTANCE_REFERENCE_MAX} characters (the bank’s UTR)`,
    };
  return { ok: true, value: { day: b.day, amountPaise: amount.value, reference } };
}

/** How a paid-in-cash order's money goes back to its shopper. */
export const CASH_REFUND_METHODS = ['UPI', 'Bank transfer'] as const;
export type CashRefundMethod = (typeof CASH_REFUND_METHODS)[number];

/** `POST /api/admin/orders/:id/cash-refund`: how the money was sent back, and its reference. */
export interface CashRefundInput {
  method: CashRefundMethod;
  reference: string;
}

export function parseCashRefund(body: unknown): Parsed<CashRefundInput> {
  const b = record(body);
  if (!b) return { ok: false, message: 'Request body must be a JSON object' };
  const unknown = Object.keys(b).find((k) => !['method', 'reference'].includes(k));
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  if (!(CASH_REFUND_METHODS as readonly unknown[]).includes(b.method))
    return { ok: false, message: `method must be one of ${CASH_REFUND_METHODS.join(', ')}` };
  const reference = typeof b.reference === 'string' ? b.reference.trim() : '';
  if (reference.length < 1 || reference.length > REMITTANCE_REFERENCE_MAX)
    return {
      ok: false,
      message: `reference must be 1 to ${REMITTANCE_REFERENCE_MAX} characters (the UPI or bank reference)`,
    };
  return { ok: true, value: { method: b.method as CashRefundMethod, reference } };
}

/** A day's status from its figures (paise). */
export const reconciliationStatus = (collectedPaise: number, remittedPaise: number) =>
  remittedPaise === collectedPaise ? 'matched' : remittedPaise < collectedPaise ? 'short' : 'over';

export const CASH_REFUND_NOT_DELIVERED =
  'Only a cash-on-delivery order delivered (paid in cash) is refunded to an account';
export const CASH_REFUND_DONE = 'This order has been refunded already';

/** The history's note of a cash refund. */
export const cashRefundNote = (paise: number, r: CashRefundInput) =>
  `₹${paiseToRupees(paise)} refunded by ${r.method} (reference ${r.reference})`;
