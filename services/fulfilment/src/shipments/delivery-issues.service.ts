import {
  indiaDate,
  REATTEMPT_MAX_DAYS,
  REATTEMPT_MESSAGES,
  ShopError,
  type Caller,
  type DeliveryIssueState,
  type DeliveryIssueView,
  type ReattemptInput,
  type TrackingView,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COURIER } from '../couriers/couriers.module.js';
import { CourierError, type Courier, type NdrAction } from '../couriers/courier.js';
import { OrdersToShipRepository } from '../intake/orders-to-ship.repository.js';
import { DeliveryIssuesRepository, type Decision } from './delivery-issues.repository.js';
import { NO_COURIER } from './shipments.service.js';
import { ShipmentsRepository, type ShipmentRow } from './shipments.repository.js';
import { TrackingViews } from './tracking-views.service.js';

const DAY_MS = 86_400_000;

const NOTHING_TO_DECIDE = REATTEMPT_MESSAGES.nothingToDecide;

/**
 * Failed deliveries (issue 33, the courier's NDRs): the shopper asks for another attempt (on a
 * day, to a corrected phone or address), or staff do, or send the parcel back to the shop. The
 * courier hears it while the failed delivery is locked, so two people deciding at once decide
 * once (the second is told it is decided); a courier that cannot be reached leaves it open.
 */
@Injectable()
export class DeliveryIssuesService {
  constructor(
    private readonly issues: DeliveryIssuesRepository,
    private readonly shipments: ShipmentsRepository,
    private readonly orders: OrdersToShipRepository,
    private readonly views: TrackingViews,
    @Inject(COURIER) private readonly courier: Courier | null,
  ) {}

  /** The failed deliveries in `state` (open: the NDR queue), oldest first. */
  list(state: DeliveryIssueState = 'open'): Promise<DeliveryIssueView[]> {
    return this.issues.views({ state });
  }

  /** Another attempt, asked by the parcel's shopper or by staff: the parcel as followed. */
  async reattempt(
    caller: Caller,
    shipmentId: string,
    input: ReattemptInput,
  ): Promise<TrackingView> {
    const shipment = await this.shipmentOf(caller, shipmentId);
    if (input.date !== undefined) checkDay(input.date);
    const by = caller.role === 'admin' ? 'staff' : 'shopper';
    const words = [
      by === 'shopper' ? 'Customer asked for another attempt' : 'Please attempt again',
      input.date && `on ${input.date}`,
      input.address && 'at the corrected address',
    ];
    await this.decide(shipment, {
      action: {
        kind: 're-attempt',
        comments: words.filter(Boolean).join(' '),
        ...(input.date && { date: input.date }),
        // the courier takes 10 digits
        ...(input.phone && { phone: input.phone.slice(-10) }),
        ...(input.address && { address: input.address }),
      },
      decision: { state: 're-attempt', by, ...input },
    });
    const tracked = await this.views.ofOrder(caller, shipment.orderId);
    return tracked.find((t) => t._id === shipmentId)!;
  }

  /** Staff bring the parcel back to the shop (RTO): the failed delivery as decided. */
  async returnToShop(caller: Caller, shipmentId: string): Promise<DeliveryIssueView> {
    const shipment = await this.shipmentOf(caller, shipmentId);
    const id = await this.decide(shipment, {
      action: { kind: 'return', comments: 'Return to origin: decided by the shop' },
      decision: { state: 'return', by: 'staff' },
    });
    return (await this.issues.views({ id }))[0]!;
  }

  /** The shipment, if `caller` may decide on it (its shopper, or staff); else 404. */
  private async shipmentOf(caller: Caller, shipmentId: string): Promise<ShipmentRow> {
    const [shipment] = await this.shipments.byIds([shipmentId]);
    const owner = shipment && (await this.orders.ownerOf(shipment.orderId));
    if (!shipment || (caller.role !== 'admin' && owner !== caller.userId))
      throw notFound('Shipment not found');
    return shipment;
  }

  /**
   * Tells the courier `action` and writes `decision`, the failed delivery locked meanwhile;
   * answers its id. 409 none awaits a decision; the courier's refusal is a 409 too (it moved
   * the parcel on), its absence a 503.
   */
  private decide(
    shipment: ShipmentRow,
    d: { action: NdrAction; decision: Decision },
  ): Promise<string> {
    const courier = this.courier;
    if (!courier) throw conflict(NO_COURIER);
    return this.shipments.transaction(async (m: EntityManager) => {
      const issue = await this.issues.latest(m, shipment.id);
      if (!issue || issue.state !== 'open' || !shipment.awb) throw conflict(NOTHING_TO_DECIDE);
      try {
        await courier.ndrAction(shipment.awb, d.action);
      } catch (err) {
        if (!(err instanceof CourierError)) throw err;
        if (err.kind === 'refused') throw conflict(`${NOTHING_TO_DECIDE} (${err.message})`);
        throw new ShopError(503, `The courier could not be reached (${err.message}): try again`);
      }
      await this.issues.decide(m, issue.id, d.decision);
      if (d.decision.date) await this.shipments.setExpectedBy(m, shipment.id, d.decision.date);
      return issue.id;
    });
  }
}

/** 400 unless `day` is tomorrow to REATTEMPT_MAX_DAYS on, India time. */
function checkDay(day: string): void {
  const now = Date.now();
  const first = indiaDate(new Date(now + DAY_MS));
  const last = indiaDate(new Date(now + REATTEMPT_MAX_DAYS * DAY_MS));
  if (day < first || day > last) throw badRequest(REATTEMPT_MESSAGES.dayRange(first, last));
}
