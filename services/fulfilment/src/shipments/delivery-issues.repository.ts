import type {
  DeliveryIssueState,
  DeliveryIssueSummary,
  DeliveryIssueView,
} from '@arogya/contracts';
import { paiseToRupees } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

/** A failed delivery as stored. */
export interface DeliveryIssueRow extends DeliveryIssueSummary {
  id: string;
  shipmentId: string;
  orderId: string;
}

const SUMMARY = `attempt, reason, to_json(failed_at) #>> '{}' AS "failedAt", state,
  to_char(deferred_date, 'YYYY-MM-DD') AS "deferredDate"`;
const ROW = `id, shipment_id AS "shipmentId", order_id AS "orderId", ${SUMMARY}`;

/** What a decision writes: by whom, and what was sent with a re-attempt. */
export interface Decision {
  state: 're-attempt' | 'return';
  by: 'shopper' | 'staff';
  date?: string;
  phone?: string;
  address?: string;
}

/** Failed deliveries (issue 33): plain SQL, in the callers' transactions. */
@Injectable()
export class DeliveryIssuesRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** Opens the shipment's next failed attempt (in the move's transaction). */
  async open(
    m: EntityManager,
    s: { shipmentId: string; orderId: string; reason: string; failedAt: string },
  ): Promise<void> {
    await m.query(
      `INSERT INTO delivery_issues (id, shipment_id, order_id, attempt, reason, failed_at, state)
       SELECT $1, $2, $3, count(*) + 1, $4, $5, 'open' FROM delivery_issues WHERE shipment_id = $2`,
      [randomUUID(), s.shipmentId, s.orderId, s.reason, s.failedAt],
    );
  }

  /** The courier moved the shipment on by itself: its open failed delivery is settled. */
  async resolveOpen(m: EntityManager, shipmentId: string): Promise<void> {
    await m.query(
      `UPDATE delivery_issues SET state = 'resolved' WHERE shipment_id = $1 AND state = 'open'`,
      [shipmentId],
    );
  }

  /** The shipment's latest failed delivery, locked in `m`; null when none. */
  async latest(m: EntityManager, shipmentId: string): Promise<DeliveryIssueRow | null> {
    const [row] = await m.query(
      `SELECT ${ROW} FROM delivery_issues WHERE shipment_id = $1
         ORDER BY attempt DESC LIMIT 1 FOR UPDATE`,
      [shipmentId],
    );
    return (row as DeliveryIssueRow | undefined) ?? null;
  }

  /** Writes a decision on an open failed delivery. */
  async decide(m: EntityManager, id: string, d: Decision): Promise<void> {
    await m.query(
      `UPDATE delivery_issues SET state = $2, decided_by = $3, decided_at = now(),
         deferred_date = $4, phone = $5, address = $6
       WHERE id = $1 AND state = 'open'`,
      [id, d.state, d.by, d.date ?? null, d.phone ?? null, d.address ?? null],
    );
  }

  /** The latest failed delivery of each of these shipments, by shipment id. */
  async latestOf(shipmentIds: string[]): Promise<Map<string, DeliveryIssueSummary>> {
    if (shipmentIds.length === 0) return new Map();
    const rows: (DeliveryIssueSummary & { shipmentId: string })[] = await this.ds.query(
      `SELECT DISTINCT ON (shipment_id) shipment_id AS "shipmentId", ${SUMMARY}
         FROM delivery_issues WHERE shipment_id = ANY($1::uuid[])
         ORDER BY shipment_id, attempt DESC`,
      [shipmentIds],
    );
    return new Map(rows.map(({ shipmentId, ...summary }) => [shipmentId, summary]));
  }

  /** The failed deliveries in a state (or the one of an id), oldest first, as staff see them. */
  async views(where: { state: DeliveryIssueState } | { id: string }): Promise<DeliveryIssueView[]> {
    const rows: (Omit<DeliveryIssueView, 'collect'> & { collectPaise: number })[] =
      await this.ds.query(
        `SELECT i.id AS "_id", i.shipment_id AS "shipmentId", i.order_id AS "orderId",
           i.attempt, i.reason, to_json(i.failed_at) #>> '{}' AS "failedAt", i.state,
           to_char(i.deferred_date, 'YYYY-MM-DD') AS "deferredDate",
           i.decided_by AS "decidedBy", to_json(i.decided_at) #>> '{}' AS "decidedAt",
           s.awb, s.courier_name AS "courierName", s.cod,
           s.collect_paise::float8 AS "collectPaise",
           json_build_object(
             'name', trim(concat(o.ship_to->>'firstName', ' ', o.ship_to->>'lastName')),
             'phone', coalesce(i.phone, o.ship_to->>'phone'),
             'city', o.ship_to->>'city', 'pin', o.ship_to->>'postalCode') AS customer
         FROM delivery_issues i
           JOIN shipments s ON s.id = i.shipment_id
           JOIN orders_to_ship o ON o.order_id = i.order_id
         WHERE ${'id' in where ? 'i.id = $1' : 'i.state = $1'}
         ORDER BY i.failed_at, i.id`,
        ['id' in where ? where.id : where.state],
      );
    return rows.map(({ collectPaise, ...r }) => ({ ...r, collect: paiseToRupees(collectPaise) }));
  }

  /**
   * An erased person's failed deliveries lose the phone and address they corrected (the rest,
   * what happened to the parcel, stays); how many.
   */
  async anonymiseOf(m: EntityManager, userId: string): Promise<number> {
    const [, count] = (await m.query(
      `UPDATE delivery_issues SET phone = NULL, address = NULL
         WHERE order_id IN (SELECT order_id FROM orders_to_ship WHERE user_id = $1)
           AND (phone IS NOT NULL OR address IS NOT NULL)`,
      [userId],
    )) as [unknown, number];
    return count;
  }

  /** A person's failed deliveries, newest first (their part of "Download my data"). */
  ofUser(
    userId: string,
  ): Promise<(DeliveryIssueRow & { phone: string | null; address: string | null })[]> {
    return this.ds.query(
      `SELECT ${ROW}, phone, address FROM delivery_issues
         WHERE order_id IN (SELECT order_id FROM orders_to_ship WHERE user_id = $1)
         ORDER BY failed_at DESC`,
      [userId],
    );
  }
}
