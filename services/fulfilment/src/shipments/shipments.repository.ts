import type { ScanView, ShipmentStatus, ShipmentView } from '@arogya/contracts';
import { paiseToRupees } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { TrackingScan } from '../couriers/courier.js';
import type { ShipmentLine } from './shippable.js';

/** A shipment as stored. */
export interface ShipmentRow {
  id: string;
  orderId: string;
  status: ShipmentStatus;
  courier: string;
  courierName: string | null;
  awb: string | null;
  lines: ShipmentLine[];
  cod: boolean;
  collectPaise: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  bookedAt: string | null;
  /** the courier's ids, once booked */
  providerOrderId: string | null;
  providerShipmentId: string | null;
  pickupId: string | null;
  /** the courier's latest estimate (YYYY-MM-DD), null when it gave none */
  expectedBy: string | null;
  /** the claim it replaces units of (a replacement sent free), null for the order's own */
  claimId: string | null;
  createdAt: string;
}

const COLUMNS = `id, order_id AS "orderId", status, courier, courier_name AS "courierName", awb,
  lines, cod, collect_paise::float8 AS "collectPaise", weight_grams AS "weightGrams",
  length_cm AS "lengthCm", breadth_cm AS "breadthCm", height_cm AS "heightCm",
  to_json(booked_at) #>> '{}' AS "bookedAt", provider_order_id AS "providerOrderId",
  provider_shipment_id AS "providerShipmentId", pickup_id AS "pickupId",
  to_char(expected_by, 'YYYY-MM-DD') AS "expectedBy", claim_id AS "claimId",
  to_json(created_at) #>> '{}' AS "createdAt"`;

/** Shipments and their scans (issue 33): plain SQL. */
@Injectable()
export class ShipmentsRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** A read outside any transaction (pickups' rows). */
  read<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.ds.query(sql, params);
  }

  /** An order's shipments, oldest first (in `m`, locked, when given). */
  ofOrder(orderId: string, m?: EntityManager): Promise<ShipmentRow[]> {
    return (m ?? this.ds).query(
      `SELECT ${COLUMNS} FROM shipments WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }

  /** The shipments of these orders. */
  ofOrders(orderIds: string[]): Promise<ShipmentRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.ds.query(
      `SELECT ${COLUMNS} FROM shipments WHERE order_id = ANY($1::uuid[]) ORDER BY created_at`,
      [orderIds],
    );
  }

  /** Every shipment (of `status`), newest first. */
  list(status?: ShipmentStatus): Promise<ShipmentRow[]> {
    return status
      ? this.ds.query(
          `SELECT ${COLUMNS} FROM shipments WHERE status = $1 ORDER BY created_at DESC, id`,
          [status],
        )
      : this.ds.query(`SELECT ${COLUMNS} FROM shipments ORDER BY created_at DESC, id`);
  }

  /** These shipments (locked in `m` when given), in no order; unknown ids are left out. */
  byIds(ids: string[], m?: EntityManager): Promise<ShipmentRow[]> {
    return (m ?? this.ds).query(
      `SELECT ${COLUMNS} FROM shipments WHERE id = ANY($1::uuid[])${m ? ' FOR UPDATE' : ''}`,
      [ids],
    );
  }

  async byAwb(m: EntityManager, awb: string): Promise<ShipmentRow | null> {
    const [row] = await m.query(`SELECT ${COLUMNS} FROM shipments WHERE awb = $1 FOR UPDATE`, [
      awb,
    ]);
    return (row as ShipmentRow | undefined) ?? null;
  }

  /** Keeps the scans not kept yet; answers those that were new, in the order given. */
  async addScans(m: EntityManager, id: string, scans: TrackingScan[]): Promise<TrackingScan[]> {
    const added: TrackingScan[] = [];
    for (const s of scans) {
      const rows: unknown[] = await m.query(
        `INSERT INTO shipment_scans (shipment_id, at, courier_says, activity, location, milestone)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING 1`,
        [id, s.at, s.status, s.activity, s.location, s.milestone],
      );
      if (rows.length > 0) added.push(s);
    }
    return added;
  }

  /** When the latest scan kept of a shipment was made (ISO), null before any. */
  async latestScanAt(m: EntityManager, id: string): Promise<string | null> {
    const [row]: { at: string | null }[] = await m.query(
      `SELECT to_json(max(at)) #>> '{}' AS at FROM shipment_scans WHERE shipment_id = $1`,
      [id],
    );
    return row?.at ?? null;
  }

  /** The courier's new estimate of a shipment's delivery day (YYYY-MM-DD). */
  async setExpectedBy(m: EntityManager, id: string, day: string): Promise<void> {
    await m.query(`UPDATE shipments SET expected_by = $2 WHERE id = $1`, [id, day]);
  }

  /** The shipments with their scans, as the API answers them. */
  async views(rows: ShipmentRow[]): Promise<ShipmentView[]> {
    const scans: (ScanView & { shipmentId: string })[] =
      rows.length === 0
        ? []
        : await this.ds.query(
            `SELECT shipment_id AS "shipmentId", to_json(at) #>> '{}' AS at,
               courier_says AS status, activity, location, milestone
             FROM shipment_scans WHERE shipment_id = ANY($1::uuid[]) ORDER BY at`,
            [rows.map((r) => r.id)],
          );
    return rows.map((r) => ({
      _id: r.id,
      orderId: r.orderId,
      status: r.status,
      courier: r.courier,
      courierName: r.courierName,
      awb: r.awb,
      lines: r.lines,
      cod: r.cod,
      collect: paiseToRupees(r.collectPaise),
      weightGrams: r.weightGrams,
      bookedAt: r.bookedAt,
      pickupId: r.pickupId,
      expectedBy: r.expectedBy,
      claimId: r.claimId,
      scans: scans.filter((s) => s.shipmentId === r.id).map(({ shipmentId: _, ...s }) => s),
      createdAt: r.createdAt,
    }));
  }
}
