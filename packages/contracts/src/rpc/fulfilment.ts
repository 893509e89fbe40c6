import { isRecord } from '../envelope.js';
import { ShopError } from '../errors.js';
import {
  SHIPMENT_STATUSES,
  type BookShipmentInput,
  type LabelsView,
  type OrderToShip,
  type PickupView,
  type DeliveryIssueState,
  type DeliveryIssueView,
  type PublicTrackingView,
  type ReattemptInput,
  type ShipmentStatus,
  type ShipmentView,
  type TrackingQuery,
  type TrackingView,
} from '../fulfilment.js';
import { indianMobile } from '../notifications.js';
import { parseEmail, type Caller } from '../users.js';
import { defineRpc, must } from './define.js';
import { parseShippingAddress, type ShippingAddress } from '../checkout.js';
import {
  adminOf,
  adminRequest,
  callerIdRequest,
  callerOf,
  entityIdOf,
  entityIdsOf,
  fieldsOf,
} from './fields.js';

/** The most lines one shipment names. */
const SHIPMENT_MAX_LINES = 100;
/** The most shipments one label PDF or pickup takes (Shiprocket's own bulk limit is larger). */
export const SHIPMENTS_PER_BATCH = 100;

/**
 * How long the gateway waits for a call that asks the courier (a booking: perhaps a login, the
 * couriers' quotes, the order, its AWB, and one login again on an expired token: five calls):
 * longer than fulfilment's whole budget for them (`COURIER_CALLS_PER_REQUEST` × its
 * SHIPROCKET_TIMEOUT_MS, capped to fit), so staff hear the courier's answer or fulfilment's
 * 503, never a time-out.
 */
export const COURIER_RPC_TIMEOUT_MS = 60_000;
/** The most courier calls one request makes (see `COURIER_RPC_TIMEOUT_MS`). */
export const COURIER_CALLS_PER_REQUEST = 5;
export const asksCourier = { timeoutMs: COURIER_RPC_TIMEOUT_MS };

/** `{ ids }` of 1 to SHIPMENTS_PER_BATCH shipments (a body, or part of a call): the ids, once each. */
export function parseShipmentIds(value: unknown): string[] {
  const list = entityIdsOf(fieldsOf(value).ids, 'ids', 'shipment', SHIPMENTS_PER_BATCH);
  if (list.length === 0) throw new ShopError(400, 'Choose at least one shipment');
  return [...new Set(list)];
}

/**
 * The most shipments one pickup hands over. Shiprocket takes one shipment a pickup call: they
 * are asked `PICKUP_CALLS_AT_ONCE` at a time, so a pickup's calls stay within
 * `COURIER_CALLS_PER_REQUEST` in a row (3 rounds, the manifest, a sign-in).
 */
export const PICKUP_MAX_SHIPMENTS = 30;
export const PICKUP_CALLS_AT_ONCE = 10;

/** `{ ids }` of 1 to PICKUP_MAX_SHIPMENTS shipments to hand over together. */
export function parsePickupIds(value: unknown): string[] {
  const ids = parseShipmentIds(value);
  if (ids.length > PICKUP_MAX_SHIPMENTS)
    throw new ShopError(
      400,
      `One pickup hands over at most ${PICKUP_MAX_SHIPMENTS} shipments: choose fewer, and make another pickup for the rest`,
    );
  return ids;
}

/** `{ caller, ids }`: an admin's call about some shipments. */
function shipmentsRequest(p: unknown): { caller: Caller; ids: string[] } {
  return { caller: adminOf(fieldsOf(p).caller), ids: parseShipmentIds(p) };
}

/** A courier webhook's body: a JSON object (the courier's client reads the rest). */
export function parseWebhookBody(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new ShopError(400, 'A tracking webhook is a JSON object');
  return value;
}

/** A booking asked by staff: an order id, maybe lines (whole units), maybe a courier. */
export function parseBookShipment(value: unknown): BookShipmentInput {
  const f = fieldsOf(value);
  const orderId = entityIdOf(f.orderId, 'order');
  const out: BookShipmentInput = { orderId };
  if (f.lines !== undefined) {
    if (!Array.isArray(f.lines) || f.lines.length > SHIPMENT_MAX_LINES)
      throw new ShopError(400, `lines must be a list of at most ${SHIPMENT_MAX_LINES} lines`);
    out.lines = f.lines.map((l) => {
      const line = fieldsOf(l);
      if (typeof line.productId !== 'string' || line.productId === '')
        throw new ShopError(400, 'Each line names its productId');
      if (typeof line.size !== 'string' || typeof line.color !== 'string')
        throw new ShopError(400, 'Each line names its size and color (empty when none)');
      if (!Number.isInteger(line.quantity) || (line.quantity as number) < 1)
        throw new ShopError(400, 'quantity must be a whole number of at least 1');
      return {
        productId: line.productId,
        size: line.size,
        color: line.color,
        quantity: line.quantity as number,
      };
    });
  }
  if (f.courierId !== undefined) {
    if (!Number.isInteger(f.courierId) || (f.courierId as number) < 1)
      throw new ShopError(400, 'courierId must be a courier id');
    out.courierId = f.courierId as number;
  }
  return out;
}

/** What the public tracking page is told when it cannot answer (the storefront translates them). */
export const TRACKING_MESSAGES = {
  /** a wrong pair, as an unknown number: the answer tells nothing of other people's orders */
  noMatch: 'No order matches that number and phone or e-mail',
  badNumber: 'Enter the order number as it is on your confirmation, like #A1B2C3',
  badContact: 'Enter the mobile number or e-mail address the order was placed with',
} as const;

/**
 * The public tracking page's question (issue 33): `order` as the shop prints it (`#A1B2C3`, with
 * or without `#`, any case) and `contact`, the order's phone (as people type it) or its account's
 * e-mail. 400 with what is wrong.
 */
export function parseTrackingQuery(value: unknown): TrackingQuery {
  const f = fieldsOf(value);
  const order = typeof f.order === 'string' ? f.order.trim().replace(/^#\s*/, '') : '';
  if (!/^[0-9a-f]{6}$/i.test(order)) throw new ShopError(400, TRACKING_MESSAGES.badNumber);
  const contact = typeof f.contact === 'string' ? f.contact.trim() : '';
  if (contact.includes('@')) {
    const email = parseEmail(contact);
    if (!email.ok) throw new ShopError(400, email.message);
    return { order: order.toLowerCase(), contact: email.value };
  }
  const phone = indianMobile(contact);
  if (!phone) throw new ShopError(400, TRACKING_MESSAGES.badContact);
  return { order: order.toLowerCase(), contact: phone };
}

/** The longest corrected address line a re-attempt takes (the courier's own limit). */
export const REATTEMPT_ADDRESS_MAX = 200;

/** What a re-attempt is refused with (the storefront translates them). */
export const REATTEMPT_MESSAGES = {
  badDay: 'Choose the day for the new delivery attempt',
  badPhone: 'Enter a 10-digit Indian mobile number',
  badAddress: `Write the corrected address in 5 to ${REATTEMPT_ADDRESS_MAX} characters`,
  /** decided already (by the shopper or staff), or the courier moved the parcel on */
  nothingToDecide: 'This parcel is not waiting for a decision: the courier has it in hand',
  dayRange: (first: string, last: string) =>
    `Choose a day from ${first} to ${last} for the new delivery attempt`,
} as const;
const ISSUE_STATES: readonly DeliveryIssueState[] = ['open', 're-attempt', 'return', 'resolved'];

/**
 * A re-attempt's body: maybe the customer's day (YYYY-MM-DD; the service checks it is ahead),
 * a corrected mobile (kept as 91 and 10 digits) and a corrected address line. 400 with what is
 * wrong. Parses its own answer to itself.
 */
export function parseReattempt(value: unknown): ReattemptInput {
  const f = fieldsOf(value);
  const out: ReattemptInput = {};
  if (f.date !== undefined && f.date !== null && f.date !== '') {
    if (typeof f.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(f.date))
      throw new ShopError(400, REATTEMPT_MESSAGES.badDay);
    out.date = f.date;
  }
  if (f.phone !== undefined && f.phone !== null && f.phone !== '') {
    const phone = typeof f.phone === 'string' ? indianMobile(f.phone) : null;
    if (!phone) throw new ShopError(400, REATTEMPT_MESSAGES.badPhone);
    out.phone = phone;
  }
  if (f.address !== undefined && f.address !== null && f.address !== '') {
    const address = typeof f.address === 'string' ? f.address.trim().replace(/\s+/g, ' ') : '';
    if (address.length < 5 || address.length > REATTEMPT_ADDRESS_MAX)
      throw new ShopError(400, REATTEMPT_MESSAGES.badAddress);
    out.address = address;
  }
  return out;
}

/** `{ caller, shipmentId }` and a re-attempt: anyone signed in (the service checks whose). */
function reattemptRequest(p: unknown): { caller: Caller; shipmentId: string } & ReattemptInput {
  const { caller, shipmentId, ...rest } = fieldsOf(p);
  return {
    caller: callerOf(caller),
    shipmentId: entityIdOf(shipmentId, 'shipment'),
    ...parseReattempt(rest),
  };
}

/** The fulfilment service's calls (`fulfilment.*`), issue 33. */
export const FulfilmentCalls = {
  /** The orders waiting to ship (paid, or cash confirmed), oldest first, with what is left. */
  toShip: defineRpc<{ caller: Caller }, OrderToShip[]>('fulfilment.orders.to-ship', adminRequest),
  /**
   * Books a shipment of an order (all that is left, or `lines`) with the courier: its AWB.
   * 400 a line refused, 404 no such order to ship, 409 not to ship (cash awaiting its code,
   * cancelled; or no courier configured: staff ship by hand), 503 the courier unreachable (the
   * booking is tried again as is).
   */
  book: defineRpc<{ caller: Caller } & BookShipmentInput, ShipmentView>(
    'fulfilment.shipments.book',
    (p) => {
      const { caller, ...rest } = fieldsOf(p);
      return { caller: adminOf(caller), ...parseBookShipment(rest) };
    },
    asksCourier,
  ),
  /** An order's shipments, oldest first. */
  shipmentsOf: defineRpc<{ caller: Caller; orderId: string }, ShipmentView[]>(
    'fulfilment.shipments.of-order',
    (p) => {
      const { caller, orderId } = fieldsOf(p);
      return { caller: adminOf(caller), orderId: entityIdOf(orderId, 'order') };
    },
  ),
  /**
   * The shipments of one of the caller's orders (any for an admin), oldest first, as the shopper
   * follows them; 404 "Order not found" for anyone else's or none (none booked yet: empty).
   */
  tracking: defineRpc<{ caller: Caller; id: string }, TrackingView[]>(
    'fulfilment.shipments.tracking',
    callerIdRequest('order'),
  ),
  /**
   * An order followed by its number and its phone or e-mail (the public tracking page): 404 "No
   * order matches that number and phone or e-mail" for a wrong pair as for none, so that the
   * answer tells nothing of other people's orders.
   */
  publicTracking: defineRpc<TrackingQuery, PublicTrackingView>(
    'fulfilment.shipments.public-tracking',
    parseTrackingQuery,
  ),
  /**
   * The failed deliveries (the NDR queue), oldest first: the open ones, or those of `state`.
   */
  deliveryIssues: defineRpc<{ caller: Caller; state?: DeliveryIssueState }, DeliveryIssueView[]>(
    'fulfilment.delivery-issues.list',
    (p) => {
      const { caller, state } = fieldsOf(p);
      if (state !== undefined && !(ISSUE_STATES as readonly unknown[]).includes(state))
        throw new ShopError(400, `state must be one of ${ISSUE_STATES.join(', ')}`);
      return { caller: adminOf(caller), ...(state ? { state: state as DeliveryIssueState } : {}) };
    },
  ),
  /**
   * Asks the courier to deliver a parcel whose delivery failed again (its shopper, or staff):
   * the parcel as its shopper follows it. 404 not the caller's; 409 no failed delivery awaits a
   * decision; 400 a day not ahead; 503 the courier unreachable (it still awaits one).
   */
  reattempt: defineRpc<{ caller: Caller; shipmentId: string } & ReattemptInput, TrackingView>(
    'fulfilment.delivery-issues.reattempt',
    reattemptRequest,
    asksCourier,
  ),
  /** Staff bring a parcel whose delivery failed back to the shop (RTO); as `reattempt`. */
  returnToShop: defineRpc<{ caller: Caller; shipmentId: string }, DeliveryIssueView>(
    'fulfilment.delivery-issues.return',
    (p) => {
      const { caller, shipmentId } = fieldsOf(p);
      return { caller: adminOf(caller), shipmentId: entityIdOf(shipmentId, 'shipment') };
    },
    asksCourier,
  ),
  /**
   * Orders asks, before a shopper's cancellation (issue 33): the order to ship is withdrawn
   * unless a shipment of it is booked (409 "being packed"); withdrawing twice is once.
   */
  withdraw: defineRpc<{ orderId: string }, { withdrawn: true }>(
    'fulfilment.orders.withdraw',
    (p) => ({ orderId: entityIdOf(fieldsOf(p).orderId, 'order') }),
  ),
  /** Orders asks, before a shopper's new address: it is where the order goes, unless booked. */
  readdress: defineRpc<{ orderId: string; shipTo: ShippingAddress }, { readdressed: true }>(
    'fulfilment.orders.readdress',
    (p) => {
      const { orderId, shipTo } = fieldsOf(p);
      return {
        orderId: entityIdOf(orderId, 'order'),
        shipTo: must(parseShippingAddress(shipTo)),
      };
    },
  ),
  /** Every shipment (of one status, when given), newest first. */
  list: defineRpc<{ caller: Caller; status?: ShipmentStatus }, ShipmentView[]>(
    'fulfilment.shipments.list',
    (p) => {
      const { caller, status } = fieldsOf(p);
      if (status !== undefined && !(SHIPMENT_STATUSES as readonly unknown[]).includes(status))
        throw new ShopError(400, `status must be one of ${SHIPMENT_STATUSES.join(', ')}`);
      return { caller: adminOf(caller), ...(status ? { status: status as ShipmentStatus } : {}) };
    },
  ),
  /** One PDF of these booked shipments' labels. 400 one not booked (or cancelled), 404 unknown. */
  labels: defineRpc<{ caller: Caller; ids: string[] }, LabelsView>(
    'fulfilment.shipments.labels',
    shipmentsRequest,
    asksCourier,
  ),
  /**
   * Hands these booked shipments to the courier: one pickup asked for, its manifest made. 409
   * one already handed over or not booked; 503 the courier unreachable (nothing stored).
   */
  pickup: defineRpc<{ caller: Caller; ids: string[] }, PickupView>(
    'fulfilment.pickups.create',
    (p) => ({ caller: adminOf(fieldsOf(p).caller), ids: parsePickupIds(p) }),
    asksCourier,
  ),
  /** The pickups, newest first. */
  pickups: defineRpc<{ caller: Caller }, PickupView[]>('fulfilment.pickups.list', adminRequest),
  /** Makes a pickup's manifest again (when the courier could not at first): the pickup. */
  manifest: defineRpc<{ caller: Caller; id: string }, PickupView>(
    'fulfilment.pickups.manifest',
    (p) => {
      const { caller, id } = fieldsOf(p);
      return { caller: adminOf(caller), id: entityIdOf(id, 'pickup') };
    },
    asksCourier,
  ),
  /**
   * A courier's tracking webhook, as the gateway received it (its headers and JSON body): 401
   * a token not the shop's, 400 a body that is not one; `applied` false for a replay.
   */
  shiprocketWebhook: defineRpc<
    { headers: Record<string, string>; body: Record<string, unknown> },
    { applied: boolean }
  >('fulfilment.tracking.shiprocket', (p) => {
    const { headers, body } = fieldsOf(p);
    const h = fieldsOf(headers);
    return {
      headers: Object.fromEntries(
        Object.entries(h).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      body: parseWebhookBody(body),
    };
  }),
} as const;
