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

/** The units of a shipment that count: all but cancelled shipments'. */
const counted = (shipments: ShipmentRow[]) =>
  shipments.filter((s) => s.status !== 'cancelled').map((s) => s.lines);

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
    let booked;
    try {
      const courierId =
        input.courierId ?? (await this.parcels.courierFor(courier, order, shipment));
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
    const pending = all.find((s) => s.status === 'booking');
    if (pending) {
      if (input.lines && !sameLines(input.lines, pending.lines))
        throw conflict('A shipment of this order is being booked: book it again as it is first');
      return { shipment: pending, order };
    }
    const lines = linesToShip(remainingLines(order.lines, counted(all)), input.lines);
    if (!lines.ok) throw badRequest(lines.message);
    // each unit weighs what its variant says (DEFAULT_UNIT_GRAMS where it says nothing)
    const size = packageOf(
      lines.value.flatMap((l) => {
        const variantId = order.lines.find((o) => lineKey(o) === lineKey(l))?.variantId;
        return Array<number | null>(l.quantity).fill(weights.get(variantId ?? '') ?? null);
      }),
    );
    // cash on delivery: the courier collects the order's total with its first shipment
    const first = counted(all).length === 0;
    const collectPaise = order.paymentMethod === 'COD' && first ? order.collectPaise : 0;
    const shipment: ShipmentRow = {
      id: randomUUID(),
      orderId: order.orderId,
      status: 'booking',
      courier: courier.name,
      courierName: null,
      awb: null,
      lines: lines.value,
      cod: collectPaise > 0,
      collectPaise,
      ...size,
      bookedAt: null,
      providerOrderId: null,
      providerShipmentId: null,
      pickupId: null,
      expectedBy: null,
      createdAt: new Date().toISOString(),
    };
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
