import type { ShippingAddress } from './checkout.js';

/**
 * Issue 33: an order as fulfilment knows it, from the orders' events (`order-placed`, a cash
 * order's confirmation, a cancellation): what is to leave the warehouse, for whom, and how it
 * is paid. Money in rupees.
 */
export interface OrderToShip {
  orderId: string;
  userId: string;
  /** `to-ship`: paid, or a cash order confirmed; `awaiting-confirmation`: a cash order not yet */
  state: OrderToShipState;
  paymentMethod: 'Razorpay' | 'COD';
  /** what the courier collects (cash on delivery: the order's total), 0 when prepaid */
  collect: number;
  shipTo: ShippingAddress;
  lines: OrderToShipLine[];
  /** the promise made at checkout (YYYY-MM-DD), null when none applied */
  promisedBy: string | null;
  placedAt: string;
}

export type OrderToShipState = 'awaiting-confirmation' | 'to-ship' | 'cancelled';

/** One line of an order to ship: a product in one size and colour, its variant when known. */
export interface OrderToShipLine {
  productId: string;
  variantId: string | null;
  sku: string | null;
  name: string;
  size: string;
  color: string;
  quantity: number;
  /** the unit's price as paid (rupees) */
  price: number;
}

/**
 * Where a shipment stands (issue 33): being booked with the courier, booked with its AWB, then
 * what the courier's scans say. `delivered`, `rto-delivered` (back at the warehouse) and
 * `cancelled` are final.
 */
export const SHIPMENT_STATUSES = [
  'booking',
  'booked',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'undelivered',
  'delivered',
  'rto-initiated',
  'rto-delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * Where a whole order stands with its shipments (the order's status follows it): `shipped`
 * once a parcel has left the warehouse; `delivered` once every unit is delivered; `returned`
 * once every unit came back (return to origin) and none was delivered. Null: nothing has left.
 * Some parcels delivered and others returned stays `shipped`: staff settle it.
 */
export type OrderShippingStage = 'shipped' | 'delivered' | 'returned';

/** Units of one order line in a shipment. */
export interface ShipmentLineView {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

/** A shipment as staff and the shopper's order page read it (money in rupees). */
export interface ShipmentView {
  _id: string;
  orderId: string;
  status: ShipmentStatus;
  courier: string;
  courierName: string | null;
  awb: string | null;
  lines: ShipmentLineView[];
  cod: boolean;
  collect: number;
  weightGrams: number;
  bookedAt: string | null;
  /** the pickup it was handed over in, null until then */
  pickupId: string | null;
  /** the courier's latest estimate of the delivery day (YYYY-MM-DD, India time), null when none */
  expectedBy: string | null;
  /** a replacement sent free for this claim's units, null for the order's own parcels */
  claimId: string | null;
  /** every scan so far, oldest first */
  scans: ScanView[];
  createdAt: string;
}

/**
 * One courier scan: when, the courier's own words (`status`, `activity`), where, and the
 * milestone it stands for in the shop's words (null for a scan of none: another hub on the way).
 */
export interface ScanView {
  at: string;
  status: string;
  activity: string;
  location: string;
  milestone: ShipmentStatus | null;
}

/**
 * A shipment as its shopper follows it (issue 33): where it is, with whom, under which AWB, what
 * is in it, and every scan so far (oldest first).
 */
export type TrackingView = Pick<
  ShipmentView,
  | '_id'
  | 'status'
  | 'courierName'
  | 'awb'
  | 'lines'
  | 'bookedAt'
  | 'expectedBy'
  | 'scans'
  | 'claimId'
> & {
  /** its latest failed delivery and what was decided, null when every attempt went well */
  issue: DeliveryIssueSummary | null;
};

/**
 * A failed delivery (issue 33, a courier's NDR): the courier could not deliver and waits to hear
 * what to do — deliver again (`re-attempt`: on the customer's day, to a corrected phone or
 * address) or bring it back (`return`, RTO); `resolved` when the courier moved on by itself.
 */
export type DeliveryIssueState = 'open' | 're-attempt' | 'return' | 'resolved';

/** A failed delivery as its shopper sees it. */
export interface DeliveryIssueSummary {
  /** which failed attempt of the parcel (1, 2…) */
  attempt: number;
  /** the courier's words ("Customer not available") */
  reason: string;
  failedAt: string;
  state: DeliveryIssueState;
  /** the day asked for a re-attempt (YYYY-MM-DD) */
  deferredDate: string | null;
}

/** A failed delivery as staff work it (the NDR queue), money in rupees. */
export interface DeliveryIssueView extends DeliveryIssueSummary {
  _id: string;
  shipmentId: string;
  orderId: string;
  awb: string | null;
  courierName: string | null;
  /** who decided, and when */
  decidedBy: 'shopper' | 'staff' | null;
  decidedAt: string | null;
  /** where it was to go */
  customer: { name: string; phone: string; city: string; pin: string };
  /** cash on delivery: what the courier was to collect */
  cod: boolean;
  collect: number;
}

/** A re-attempt asked for: the customer's day, and a corrected phone or address line. */
export interface ReattemptInput {
  /** YYYY-MM-DD, from tomorrow to `REATTEMPT_MAX_DAYS` on (India time) */
  date?: string;
  /** an Indian mobile, as people type it */
  phone?: string;
  address?: string;
}

/** How far ahead a re-attempt may be asked for (the courier keeps a parcel about a week). */
export const REATTEMPT_MAX_DAYS = 7;

/**
 * The days offered for another attempt (YYYY-MM-DD): the next `count`, India time, Sundays left
 * out (couriers do not deliver on them).
 */
export function reattemptDays(now = Date.now(), count = 3): string[] {
  const days: string[] = [];
  for (let at = now + 330 * 60_000 + 86_400_000; days.length < count; at += 86_400_000) {
    const d = new Date(at);
    if (d.getUTCDay() !== 0) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * An order as anyone who knows its number and its phone or e-mail may follow it (issue 33, the
 * public tracking page): where it stands and its parcels, nothing of the address or payment.
 */
export interface PublicTrackingView {
  orderNumber: string;
  placedAt: string;
  /** the promise made at checkout (YYYY-MM-DD), null when none applied */
  promisedBy: string | null;
  cancelled: boolean;
  /** what was ordered (names as on the invoice) */
  items: { productId: string; name: string; size: string; color: string; quantity: number }[];
  shipments: TrackingView[];
}

/**
 * What the public tracking page asks with: an order's number and its phone or e-mail, as
 * `parseTrackingQuery` leaves them (its own answer parses again to itself).
 */
export interface TrackingQuery {
  /** the last 6 characters of the order's id, lower-case (`#A1B2C3` as typed → `a1b2c3`) */
  order: string;
  /** a phone as `91` and 10 digits, or an e-mail as the shop keeps it (it has an `@`) */
  contact: string;
}

/** What staff ask to book: an order's lines (all that is left when none), a courier maybe. */
export interface BookShipmentInput {
  orderId: string;
  lines?: ShipmentLineView[];
  courierId?: number;
}

/** A pickup (issue 33): booked shipments handed to the courier together, with their manifest. */
export interface PickupView {
  _id: string;
  /** the India-time day it was asked for (YYYY-MM-DD) */
  day: string;
  /** the courier's slot as it said it, null when it gave none */
  scheduledFor: string | null;
  /** the manifest's PDF, null when the courier could not make it yet */
  manifestUrl: string | null;
  shipmentIds: string[];
  createdAt: string;
}

/** Labels of some shipments: one PDF. */
export interface LabelsView {
  url: string;
  shipments: number;
}
