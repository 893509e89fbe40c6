import { paiseToRupees } from './money.js';
import type { Parsed } from './products.js';

/**
 * Cash on delivery (issue 32). A COD checkout is placed without payment; its order awaits the
 * shopper's confirmation (a 6-digit code sent by SMS) and is cancelled, its stock back, when
 * none comes in time. Whether COD is offered is decided per checkout, with reasons said plainly.
 */

/** Why COD is not offered, as the shopper reads it (the server refuses a COD checkout so). */
export const COD_REFUSALS = {
  off: 'Cash on delivery is not available at the moment: please pay online',
  overCap: (capPaise: number) =>
    `Cash on delivery is available on orders up to ₹${paiseToRupees(capPaise)}: please pay online`,
  /** the PIN's zone takes no cash, the PIN is on the brand's list, or its parcels come back */
  pin: (pin: string) => `Cash on delivery is not available for PIN code ${pin}: please pay online`,
  returns:
    'Cash on delivery is not available on your account, as earlier cash orders came back undelivered: please pay online',
  repeat: (hours: number) =>
    `You ordered these items for cash on delivery in the last ${hours} hours: please pay online`,
} as const;

/** The rules of the decision (issue 32), each of which may withhold cash on delivery. */
export type CodRule = 'off' | 'cap' | 'zone' | 'pin' | 'pin-rto' | 'returns' | 'repeat';

/**
 * One rule that withheld cash on delivery: its id, what it found in English (`detail`), and
 * the same figures on their own, which the console words in its language.
 */
export interface CodRuleHeld {
  rule: CodRule;
  detail: string;
  figures?: Record<string, string | number>;
}

/** What the shop decided about paying in cash for one checkout. */
export interface CodDecision {
  offered: boolean;
  /** why not, in the shopper's words (empty when offered) */
  reasons: string[];
  /** issue 32: the rules that withheld it, with the figures the admin reads (empty when offered) */
  rules?: CodRuleHeld[];
}

/**
 * What the decision reads beyond the order's total: the PIN's zone and list, the customer's own
 * cash orders, the PIN's recent ones (the checkout service keeps their outcomes, issue 32).
 */
export interface CodRiskFacts {
  pin: string;
  /** the PIN's zone takes cash (true when no zone applies) */
  zoneCod: boolean;
  /** the PIN is on the brand's list of PINs without cash on delivery */
  pinBlocked: boolean;
  /** the customer's cash orders returned to origin */
  customerReturns: number;
  /** of the PIN's last cash orders settled (`codPinRtoWindow` at most), how many came back */
  pinSettled: number;
  pinReturned: number;
  /** the customer ordered one of these items for cash on delivery within `codRepeatHours` */
  repeat: boolean;
}

/** Facts of no risk: a PIN with no history, a customer with none (previews, tests). */
export const noCodRisk = (pin: string): CodRiskFacts => ({
  pin,
  zoneCod: true,
  pinBlocked: false,
  customerReturns: 0,
  pinSettled: 0,
  pinReturned: 0,
  repeat: false,
});

/** A PIN's return rate is judged once this many of its cash orders have settled. */
export const COD_PIN_MIN_SETTLED = 5;

/** `POST /api/checkout/:id/place` answer and the COD order's confirmation: code by SMS. */
export const COD_CODE_RE = /^\d{6}$/;
export const BAD_COD_CODE = 'Enter the 6-digit code we sent you';
export const WRONG_COD_CODE = 'That code is not right: check the SMS and try again';
export const COD_CODE_TRIES = 5;
export const COD_TOO_MANY_TRIES =
  'Too many wrong codes: this order can no longer be confirmed by code. Please contact us.';
export const COD_NOT_AWAITING = 'This order is not awaiting confirmation';
export const COD_ONLY = 'This checkout is paid in cash on delivery';
export const NOT_COD = 'This checkout is paid online';
/** An admin's 'Returned' on an order paid online (it is cancelled, and so refunded, instead). */
export const ONLY_COD_RETURNS =
  'Only a cash-on-delivery order is returned to origin: cancel an order paid online to refund it';

/** `{ code }` of a COD order's confirmation. */
export function parseCodCode(body: unknown): Parsed<string> {
  const code = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown };
  const typed = typeof code.code === 'string' ? code.code.replace(/\s/g, '') : '';
  return COD_CODE_RE.test(typed)
    ? { ok: true, value: typed }
    : { ok: false, message: BAD_COD_CODE };
}

/** How far back the dashboard counts orders for the cash-on-delivery share (days). */
export const COD_SHARE_DAYS = 30;
/** How far back the dashboard counts cash orders' outcomes for the return rates (days). */
export const COD_RTO_DAYS = 90;

/** One zone's cash orders settled in the last `COD_RTO_DAYS`: delivered, or returned to origin. */
export interface CodZoneOutcomes {
  /** the zone's id; null: PINs no enabled zone covers */
  zone: string | null;
  name: string;
  delivered: number;
  returned: number;
  /** returned ÷ settled, whole percent (0 with none settled) */
  ratePercent: number;
}

/** What the orders service knows of cash on delivery now (rupees). */
export interface CodOrdersFigures {
  /** the last `COD_SHARE_DAYS` days' orders, and how many of them are paid in cash */
  orders: number;
  codOrders: number;
  sharePercent: number;
  /** confirmed or shipped cash orders: the cash still to be collected */
  toCollect: { orders: number; amount: number };
  /** cash orders awaiting their shopper's code */
  awaitingConfirmation: number;
}

/** The dashboard's cash-on-delivery card (issue 32), composed by the gateway. */
export interface CodSummary extends CodOrdersFigures {
  rtoByZone: CodZoneOutcomes[];
}

/** `returned` of `delivered + returned`, whole percent. */
export const ratePercent = (part: number, whole: number) =>
  whole > 0 ? Math.round((100 * part) / whole) : 0;
