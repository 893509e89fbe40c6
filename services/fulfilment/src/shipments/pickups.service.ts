import { indiaDate, ShopError, type LabelsView, type PickupView } from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { COURIER } from '../couriers/couriers.module.js';
import { CourierError, type Courier } from '../couriers/courier.js';
import { NO_COURIER } from './shipments.service.js';
import { ShipmentsRepository, type ShipmentRow } from './shipments.repository.js';

/** A courier's failure as the staff's answer: 400 refused, 503 try again later. */
function courierFailed(err: unknown, doing: string): never {
  if (!(err instanceof CourierError)) throw err;
  if (err.kind === 'refused') throw badRequest(`The courier refused ${doing}: ${err.message}`);
  throw new ShopError(503, `The courier could not be reached (${err.message}): try again`);
}

interface PickupRow {
  id: string;
  day: string;
  scheduledFor: string | null;
  manifestUrl: string | null;
  shipmentIds: string[] | null;
  createdAt: string;
}

const PICKUP_COLUMNS = `p.id, to_char(p.day, 'YYYY-MM-DD') AS day, p.scheduled_for AS "scheduledFor",
  p.manifest_url AS "manifestUrl", to_json(p.created_at) #>> '{}' AS "createdAt",
  (SELECT array_agg(s.id ORDER BY s.created_at) FROM shipments s WHERE s.pickup_id = p.id)
    AS "shipmentIds"`;

const viewOf = ({ id, shipmentIds, ...p }: PickupRow): PickupView => ({
  _id: id,
  ...p,
  shipmentIds: shipmentIds ?? [],
});

/**
 * What staff print and hand over (issue 33): labels of booked shipments (one PDF however many),
 * and pickups — booked shipments handed to the courier together, a pickup asked for and the
 * manifest the courier signs, each shipment in one pickup only. The courier is asked first,
 * outside any transaction; what it answered is stored after.
 */
@Injectable()
export class PickupsService {
  constructor(
    private readonly shipments: ShipmentsRepository,
    @Inject(COURIER) private readonly courier: Courier | null,
  ) {}

  /** The courier, asked once the request's shipments are known to exist (409 without one). */
  private get carrier(): Courier {
    if (!this.courier) throw conflict(NO_COURIER);
    return this.courier;
  }

  /** The shipments `ids`, all booked with the courier (in `ids` order): 404/400 otherwise. */
  private async booked(ids: string[]): Promise<(ShipmentRow & { providerShipmentId: string })[]> {
    const rows = await this.shipments.byIds(ids);
    return ids.map((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound(`No such shipment: ${id}`);
      if (row.providerShipmentId === null || row.status === 'cancelled')
        throw badRequest(
          row.status === 'cancelled'
            ? `Shipment ${id} was cancelled`
            : `Shipment ${id} is not booked yet: book it first`,
        );
      return row as ShipmentRow & { providerShipmentId: string };
    });
  }

  async labels(ids: string[]): Promise<LabelsView> {
    const rows = await this.booked(ids);
    const courier = this.carrier;
    try {
      const url = await courier.labels(rows.map((r) => r.providerShipmentId));
      return { url, shipments: rows.length };
    } catch (err) {
      courierFailed(err, 'the labels');
    }
  }

  /**
   * One pickup of these booked shipments: none handed over before, each still `booked`. The
   * courier schedules it, then makes its manifest; a manifest it could not make is asked for
   * again by `manifest`. Two staff handing over the same shipment at once: the second is
   * refused (409) when it stores, after the courier has answered both.
   */
  async pickup(ids: string[]): Promise<PickupView> {
    const rows = await this.booked(ids);
    const courier = this.carrier;
    const taken = rows.find((r) => r.pickupId !== null || r.status !== 'booked');
    if (taken)
      throw conflict(
        taken.pickupId !== null
          ? `Shipment ${taken.id} is in a pickup already`
          : `Shipment ${taken.id} is with the courier already (${taken.status})`,
      );
    const shipmentIds = rows.map((r) => r.providerShipmentId);
    let scheduledFor: string | null;
    try {
      scheduledFor = (await courier.pickup(shipmentIds)).scheduledFor;
    } catch (err) {
      courierFailed(err, 'the pickup');
    }
    // the pickup stands without its manifest: asked for again later (`manifest`)
    const manifestUrl = await courier.manifest(shipmentIds).catch((err: unknown) => {
      if (err instanceof CourierError) return null;
      throw err;
    });
    const id = randomUUID();
    await this.shipments.transaction(async (m) => {
      await m.query(
        `INSERT INTO pickups (id, day, scheduled_for, manifest_url) VALUES ($1, $2, $3, $4)`,
        [id, indiaDate(new Date()), scheduledFor, manifestUrl],
      );
      const [, handed] = (await m.query(
        `UPDATE shipments SET pickup_id = $1, updated_at = now()
         WHERE id = ANY($2::uuid[]) AND pickup_id IS NULL`,
        [id, ids],
      )) as [unknown, number];
      if (handed !== ids.length)
        throw conflict('Some of these shipments were handed over meanwhile: nothing was stored');
    });
    return this.one(id);
  }

  /** Asks the courier again for a pickup's manifest (when it could not make it at first). */
  async manifest(id: string): Promise<PickupView> {
    const pickup = await this.one(id);
    if (pickup.manifestUrl !== null) return pickup;
    const courier = this.carrier;
    const rows = await this.shipments.byIds(pickup.shipmentIds);
    let url: string;
    try {
      url = await courier.manifest(rows.map((r) => r.providerShipmentId!));
    } catch (err) {
      courierFailed(err, 'the manifest');
    }
    await this.shipments.transaction((m) =>
      m.query(`UPDATE pickups SET manifest_url = $2 WHERE id = $1 AND manifest_url IS NULL`, [
        id,
        url,
      ]),
    );
    return this.one(id);
  }

  async list(): Promise<PickupView[]> {
    const rows = await this.shipments.read<PickupRow>(
      `SELECT ${PICKUP_COLUMNS} FROM pickups p ORDER BY p.day DESC, p.created_at DESC`,
    );
    return rows.map(viewOf);
  }

  private async one(id: string): Promise<PickupView> {
    const [row] = await this.shipments.read<PickupRow>(
      `SELECT ${PICKUP_COLUMNS} FROM pickups p WHERE p.id = $1`,
      [id],
    );
    if (!row) throw notFound('No such pickup');
    return viewOf(row);
  }
}
