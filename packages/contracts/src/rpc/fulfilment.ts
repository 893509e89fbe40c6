import { isRecord } from '../envelope.js';
import { ShopError } from '../errors.js';
import type { BookShipmentInput, OrderToShip, ShipmentView } from '../fulfilment.js';
import type { Caller } from '../users.js';
import { defineRpc } from './define.js';
import { adminOf, adminRequest, entityIdOf, fieldsOf } from './fields.js';

/** The most lines one shipment names. */
const SHIPMENT_MAX_LINES = 100;

/** A booking asked by staff: an order id, maybe lines (whole units), maybe a courier. */
function bookInput(value: unknown): BookShipmentInput {
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

/** The fulfilment service's calls (`fulfilment.*`), issue 33. */
export const FulfilmentCalls = {
  /** The orders waiting to ship (paid, or cash confirmed), oldest first, with what is left. */
  toShip: defineRpc<{ caller: Caller }, OrderToShip[]>('fulfilment.orders.to-ship', adminRequest),
  /**
   * Books a shipment of an order (all that is left, or `lines`) with the courier: its AWB.
   * 400 a line refused, 404 no such order to ship, 409 not to ship (cash awaiting its code,
   * cancelled), 503 no courier configured or reachable (the booking is tried again as is).
   */
  book: defineRpc<{ caller: Caller } & BookShipmentInput, ShipmentView>(
    'fulfilment.shipments.book',
    (p) => {
      const { caller, ...rest } = fieldsOf(p);
      return { caller: adminOf(caller), ...bookInput(rest) };
    },
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
   * A courier's tracking webhook, as the gateway received it (its headers and JSON body): 401
   * a token not the shop's, 400 a body that is not one; `applied` false for a replay.
   */
  shiprocketWebhook: defineRpc<
    { headers: Record<string, string>; body: Record<string, unknown> },
    { applied: boolean }
  >('fulfilment.tracking.shiprocket', (p) => {
    const { headers, body } = fieldsOf(p);
    const h = fieldsOf(headers);
    if (!isRecord(body)) throw new ShopError(400, 'A tracking webhook is a JSON object');
    return {
      headers: Object.fromEntries(
        Object.entries(h).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      body,
    };
  }),
} as const;
