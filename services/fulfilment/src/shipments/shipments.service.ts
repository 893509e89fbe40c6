import {
  ShopError,
  type BookShipmentInput,
  type ShipmentStatus,
  type ShipmentView,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { COURIER } from '../couriers/couriers.module.js';
import { CourierError, type Courier } from '../couriers/courier.js';
import {
  OrdersToShipRepository,
  type OrderToShipRow,
} from '../intake/orders-to-ship.repository.js';
import { parcelOf, ParcelsService } from './parcels.service.js';
import { createShipment, forgetBooking, markBooked } from './shipment.transitions.js';
import { ShipmentsRepository, type ShipmentRow } from './shipments.repository.js';
import { lineKey, linesToShip, packageOf, remainingLines, type ShipmentLine } from './shippable.js';

/**
 * Said (409: the shop's state, not a fault) when no courier is configured: the shop ships by
 * hand, as before issue 33.
 */
export const NO_COURIER = 'No courier is set up: ship this order by hand and mark it shipped';

/** The order's units in its shipments: all but cancelled shipments' and claims' replacements. */
export const counted = (shipments: ShipmentRow[]) =>
  shipments.filter((s) => s.status !== 'cancelled' && !s.claimId).map((s) => s.lines);

/**
 * Shipments (issue 33): booked by staff from an order to ship — all that is left, or some
 * lines (a partial shipment) — with the courier, outside any transaction; the courier's answer
 * (its AWB) stored with `shipment-status-changed` in one. A booking the courier did not answer
 * stays `booking` and is tried again as it is (the shipment id is the courier's idempotency
 * key); one it refused never was.
 */
@Injectable()
export class ShipmentsService {
  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly orders: OrdersToShipRepository,
    @Inject(COURIER) private readonly courier: Courier | null,
    private readonly parcels: ParcelsService,
  ) {}

  async book(input: BookShipmentInput): Promise<ShipmentView> {
    // an order not to ship is said as such, courier or none
    if (!(await this.orders.peek(input.orderId))) throw notFound('No such order to ship');
    const courier = this.courier;
    if (!courier) throw conflict(NO_COURIER);
    const weights = await this.parcels.unitWeights(input.orderId);
    const { shipment, order } = await this.shipments.transaction((m) =>
      this.reserve(m, courier, input, weights),
    );
    return this.send(courier, shipment, order, input.courierId);
  }

  /**
   * The replacement parcel of an approved claim (its units, sent free): booked now, or the one
   * still being booked tried again as it is; one already booked is answered as it is.
   */
  async bookReplacement(claim: {
    id: string;
    orderId: string;
    lines: ShipmentLine[];
  }): Promise<ShipmentView> {
    const courier = this.courier;
    if (!courier) throw conflict(NO_COURIER);
    const weights = await this.parcels.unitWeights(claim.orderId);
    const { shipment, order } = await this.shipments.transaction(async (m) => {
      const order = await this.orders.find(m, claim.orderId);
      if (!order) throw notFound('No such order to ship');
      const mine = (await this.shipments.ofOrder(order.orderId, m)).find(
        (s) => s.claimId === claim.id && s.status !== 'cancelled',
      );
      if (mine) return { shipment: mine, order };
      const shipment = newShipment(order, courier, claim.lines, weights, 0, claim.id);
      await createShipment(m, shipment);
      return { shipment, order };
    });
    if (shipment.status !== 'booking') return (await this.shipments.views([shipment]))[0]!;
    return this.send(courier, shipment, order);
  }

  /**
   * Books `shipment` (being booked) with the courier, outside any transaction: its AWB stored
   * and announced; a refusal forgets it (400), no answer leaves it to be tried again (503).
   */
  private async send(
    courier: Courier,
    shipment: ShipmentRow,
    order: OrderToShipRow,
    chosen?: number,
  ): Promise<ShipmentView> {
    let booked;
    try {
      const courierId = chosen ?? (await this.parcels.courierFor(courier, order, shipment));
      booked = await courier.book(parcelOf(order, shipment), courierId);
    } catch (err) {
      if (!(err instanceof CourierError)) throw err;
      if (err.kind === 'refused') {
        await this.shipments.transaction((m) => forgetBooking(m, shipment.id));
        throw badRequest(`The courier refused the booking: ${err.message}`);
      }
      throw new ShopError(
        503,
        `The courier could not be reached (${err.message}): book again to retry this shipment`,
      );
    }
    await this.shipments.transaction((m) => markBooked(m, shipment, booked, order.userId));
    const rows = await this.shipments.ofOrder(order.orderId);
    return (await this.shipments.views(rows.filter((r) => r.id === shipment.id)))[0]!;
  }

  /**
   * The shipment to book, in `m` with the order locked: the one still being booked (tried
   * again as it is), or a new one of the lines asked (all that is left when none).
   */
  private async reserve(
    m: EntityManager,
    courier: Courier,
    input: BookShipmentInput,
    weights: Map<string, number>,
  ): Promise<{ shipment: ShipmentRow; order: OrderToShipRow }> {
    const order = await this.orders.find(m, input.orderId);
    if (!order) throw notFound('No such order to ship');
    if (order.state === 'cancelled') throw conflict('This order was cancelled: nothing ships');
    if (order.state !== 'to-ship')
      throw conflict('This cash order awaits its shopper’s code: it ships once confirmed');
    const all = await this.shipments.ofOrder(order.orderId, m);
    const pending = all.find((s) => s.status === 'booking' && !s.claimId);
    if (pending) {
      if (input.lines && !sameLines(input.lines, pending.lines))
        throw conflict('A shipment of this order is being booked: book it again as it is first');
      return { shipment: pending, order };
    }
    const lines = linesToShip(remainingLines(order.lines, counted(all)), input.lines);
    if (!lines.ok) throw badRequest(lines.message);
    // cash on delivery: the courier collects the order's total with its first shipment
    const first = counted(all).length === 0;
    const collectPaise = order.paymentMethod === 'COD' && first ? order.collectPaise : 0;
    const shipment = newShipment(order, courier, lines.value, weights, collectPaise, null);
    await createShipment(m, shipment);
    return { shipment, order };
  }

  /** Every shipment (of `status`), newest first. */
  async list(status?: ShipmentStatus): Promise<ShipmentView[]> {
    return this.shipments.views(await this.shipments.list(status));
  }

  /** An order's shipments, oldest first. */
  async ofOrder(orderId: string): Promise<ShipmentView[]> {
    return this.shipments.views(await this.shipments.ofOrder(orderId));
  }

  /** The orders waiting to ship, each with the lines still to ship (those all booked left out). */
  async toShip(): Promise<(OrderToShipRow & { lines: OrderToShipRow['lines'] })[]> {
    const waiting = await this.orders.waiting();
    const shipments = await this.shipments.ofOrders(waiting.map((o) => o.orderId));
    return waiting
      .map((o) => {
        const mine = shipments.filter((s) => s.orderId === o.orderId);
        const left = new Map(
          remainingLines(o.lines, counted(mine)).map((l) => [lineKey(l), l.quantity]),
        );
        const lines = o.lines
          .filter((l) => left.has(lineKey(l)))
          .map((l) => ({ ...l, quantity: left.get(lineKey(l))! }));
        return { ...o, lines };
      })
      .filter((o) => o.lines.length > 0);
  }
}

const sameLines = (a: ShipmentLine[], b: ShipmentLine[]) =>
  a.length === b.length &&
  a.every((l) => b.some((x) => lineKey(x) === lineKey(l) && x.quantity === l.quantity));

/**
 * A new shipment of `lines` of `order`, being booked: each unit weighs what its variant says
 * (DEFAULT_UNIT_GRAMS where it says nothing), boxed by `packageOf`; `claimId` for a claim's
 * replacement.
 */
function newShipment(
  order: OrderToShipRow,
  courier: Courier,
  lines: ShipmentLine[],
  weights: Map<string, number>,
  collectPaise: number,
  claimId: string | null,
): ShipmentRow {
  const size = packageOf(
    lines.flatMap((l) => {
      const variantId = order.lines.find((o) => lineKey(o) === lineKey(l))?.variantId;
      return Array<number | null>(l.quantity).fill(weights.get(variantId ?? '') ?? null);
    }),
  );
  return {
    id: randomUUID(),
    orderId: order.orderId,
    status: 'booking',
    courier: courier.name,
    courierName: null,
    awb: null,
    lines,
    cod: collectPaise > 0,
    collectPaise,
    ...size,
    bookedAt: null,
    providerOrderId: null,
    providerShipmentId: null,
    pickupId: null,
    expectedBy: null,
    claimId,
    createdAt: new Date().toISOString(),
  };
}
