import {
  orderNumber,
  paiseToRupees,
  type ClaimedLine,
  type ClaimReason,
  type ClaimRefundState,
  type ClaimRemedy,
  type ClaimStatus,
  type ClaimView,
} from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ShipmentLine } from '../shipments/shippable.js';

/** A claimed order line as stored: what the event names, and the line's name for people. */
export type ClaimLineRow = ClaimedLine & { name: string };

/** A claim as stored (money in paise). */
export interface ClaimRow {
  id: string;
  orderId: string;
  userId: string;
  customerName: string;
  paymentMethod: 'Razorpay' | 'COD';
  lines: ClaimLineRow[];
  reason: ClaimReason;
  remedy: ClaimRemedy;
  note: string;
  photos: string[];
  status: ClaimStatus;
  decidedAt: string | null;
  refusal: string | null;
  creditNoteNumber: string | null;
  refundPaise: number | null;
  refundState: ClaimRefundState | null;
  refundReference: string | null;
  replacementShipmentId: string | null;
  createdAt: string;
}

const COLUMNS = `c.id, c.order_id AS "orderId", c.user_id AS "userId",
  c.customer_name AS "customerName", o.payment_method AS "paymentMethod", c.lines, c.reason,
  c.remedy, c.note, c.photos, c.status, to_json(c.decided_at) #>> '{}' AS "decidedAt",
  c.refusal, c.credit_note_number AS "creditNoteNumber",
  c.refund_paise::float8 AS "refundPaise", c.refund_state AS "refundState",
  c.refund_reference AS "refundReference",
  (SELECT s.id FROM shipments s WHERE s.claim_id = c.id AND s.status <> 'cancelled')
    AS "replacementShipmentId",
  to_json(c.created_at) #>> '{}' AS "createdAt"`;
const FROM = `claims c JOIN orders_to_ship o ON o.order_id = c.order_id`;

/** What staff see first: claims awaiting a decision (oldest first), then the rest (newest first). */
const ORDER = `ORDER BY (c.status = 'submitted') DESC,
  CASE WHEN c.status = 'submitted' THEN c.created_at END ASC, c.created_at DESC, c.id`;

export function claimView(r: ClaimRow): ClaimView {
  const refunding = r.status === 'approved' && r.remedy === 'refund';
  return {
    _id: r.id,
    orderId: r.orderId,
    orderNumber: orderNumber(r.orderId).toUpperCase(),
    customer: { userId: r.userId, name: r.customerName },
    lines: r.lines.map(({ line, productId, name, size, color, quantity }) => ({
      line,
      productId,
      name,
      size,
      color,
      quantity,
    })),
    reason: r.reason,
    remedy: r.remedy,
    note: r.note,
    photos: r.photos,
    status: r.status,
    decidedAt: r.decidedAt,
    refusal: r.refusal,
    refund: refunding
      ? {
          amount: r.refundPaise === null ? null : paiseToRupees(r.refundPaise),
          creditNoteNumber: r.creditNoteNumber,
          state: r.refundState,
          reference: r.refundReference,
        }
      : null,
    replacementShipmentId: r.replacementShipmentId,
    paymentMethod: r.paymentMethod,
    createdAt: r.createdAt,
  };
}

/** Claims (issue 33): plain SQL, in the callers' transactions where they write. */
@Injectable()
export class ClaimsRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** One claim (locked in `m` when given), or null. */
  async get(id: string, m?: EntityManager): Promise<ClaimRow | null> {
    const [row] = await (m ?? this.ds).query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1${m ? ' FOR UPDATE OF c' : ''}`,
      [id],
    );
    return (row as ClaimRow | undefined) ?? null;
  }

  /** An order's claims, newest first (in `m` when given). */
  ofOrder(orderId: string, m?: EntityManager): Promise<ClaimRow[]> {
    return (m ?? this.ds).query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE c.order_id = $1 ORDER BY c.created_at DESC, c.id`,
      [orderId],
    );
  }

  /**
   * The order's delivered parcels (its own and replacements): their units, and when each was
   * delivered (its delivered scan; its last move when the courier skipped that scan).
   */
  delivered(
    m: EntityManager,
    orderId: string,
  ): Promise<{ lines: ShipmentLine[]; deliveredAt: string }[]> {
    return m.query(
      `SELECT s.lines, to_json(coalesce(
           (SELECT min(x.at) FROM shipment_scans x
             WHERE x.shipment_id = s.id AND x.milestone = 'delivered'),
           s.updated_at)) #>> '{}' AS "deliveredAt"
       FROM shipments s WHERE s.order_id = $1 AND s.status = 'delivered'`,
      [orderId],
    );
  }

  /** A person's claims, newest first (their part of "Download my data"). */
  ofUser(userId: string): Promise<ClaimRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE c.user_id = $1 ORDER BY c.created_at DESC`,
      [userId],
    );
  }

  /**
   * An erased person's claims keep what was claimed, decided and refunded (the credit notes and
   * refunds stand), not their name, words or photos; answers how many.
   */
  async anonymiseOf(m: EntityManager, userId: string): Promise<number> {
    const [, n] = (await m.query(
      `UPDATE claims SET customer_name = '', note = '', photos = '{}'
        WHERE user_id = $1 AND (customer_name <> '' OR note <> '' OR photos <> '{}')`,
      [userId],
    )) as [unknown, number];
    return n;
  }

  /** Every claim (of `status`), those awaiting a decision first. */
  list(status?: ClaimStatus): Promise<ClaimRow[]> {
    return status
      ? this.ds.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.status = $1 ${ORDER}`, [status])
      : this.ds.query(`SELECT ${COLUMNS} FROM ${FROM} ${ORDER}`);
  }

  /** The credit note orders issued for a claim, and what it came to; its refund's first state. */
  async credited(
    m: EntityManager,
    id: string,
    c: { creditNoteNumber: string; amountPaise: number; state: ClaimRefundState },
  ): Promise<void> {
    await m.query(
      `UPDATE claims SET credit_note_number = $2, refund_paise = $3,
         refund_state = coalesce(refund_state, $4)
       WHERE id = $1`,
      [id, c.creditNoteNumber, c.amountPaise, c.state],
    );
  }

  /** Where a claim's refund stands now (Razorpay's word, or staff's record of a transfer). */
  async refundMoved(
    m: EntityManager,
    id: string,
    state: ClaimRefundState,
    reference: string | null = null,
  ): Promise<void> {
    await m.query(
      // paid back is final: a late word of Razorpay's (accepted, say) changes nothing
      `UPDATE claims SET refund_state = $2, refund_reference = coalesce($3, refund_reference)
       WHERE id = $1 AND refund_state IS DISTINCT FROM 'processed'`,
      [id, state, reference],
    );
  }
}
