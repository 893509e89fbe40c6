import type { OrderToShip, OrderToShipState } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/** An order to ship as stored (money in paise). */
export type OrderToShipRow = Omit<OrderToShip, 'collect' | 'lines'> & {
  collectPaise: number;
  lines: (Omit<OrderToShip['lines'][number], 'price'> & { pricePaise: number })[];
};

const COLUMNS = `order_id AS "orderId", user_id AS "userId", state,
  payment_method AS "paymentMethod", collect_paise::float8 AS "collectPaise",
  ship_to AS "shipTo", lines, to_char(promised_by, 'YYYY-MM-DD') AS "promisedBy",
  to_json(placed_at) #>> '{}' AS "placedAt"`;

/** The orders fulfilment knows of (issue 33): plain SQL, written in the inbox's transaction. */
@Injectable()
export class OrdersToShipRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** Stores a new order (once: the same order again changes nothing). */
  async add(m: EntityManager, o: OrderToShipRow): Promise<void> {
    await m.query(
      `INSERT INTO orders_to_ship (order_id, user_id, state, payment_method, collect_paise,
         ship_to, lines, promised_by, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (order_id) DO NOTHING`,
      [
        o.orderId,
        o.userId,
        o.state,
        o.paymentMethod,
        o.collectPaise,
        JSON.stringify(o.shipTo),
        JSON.stringify(o.lines),
        o.promisedBy,
        o.placedAt,
      ],
    );
  }

  /** Moves the order from one of `from` to `to`; false when it is not in one of them. */
  async move(
    m: EntityManager,
    orderId: string,
    from: OrderToShipState[],
    to: OrderToShipState,
  ): Promise<boolean> {
    const [, count] = (await m.query(
      `UPDATE orders_to_ship SET state = $3, updated_at = now()
         WHERE order_id = $1 AND state = ANY($2::text[])`,
      [orderId, from, to],
    )) as [unknown, number];
    return count > 0;
  }

  /** Where the order goes now (its shopper changed it before anything was booked). */
  async readdress(m: EntityManager, orderId: string, shipTo: OrderToShip['shipTo']) {
    await m.query(
      `UPDATE orders_to_ship SET ship_to = $2, updated_at = now() WHERE order_id = $1`,
      [orderId, JSON.stringify(shipTo)],
    );
  }

  /** Whose order `orderId` is, or null when fulfilment does not know it. */
  async ownerOf(orderId: string): Promise<string | null> {
    const [row]: { userId: string }[] = await this.ds.query(
      `SELECT user_id AS "userId" FROM orders_to_ship WHERE order_id = $1`,
      [orderId],
    );
    return row?.userId ?? null;
  }

  /** One order as it is now (not locked), or null. */
  async peek(orderId: string): Promise<OrderToShipRow | null> {
    const [row] = await this.ds.query(`SELECT ${COLUMNS} FROM orders_to_ship WHERE order_id = $1`, [
      orderId,
    ]);
    return (row as OrderToShipRow | undefined) ?? null;
  }

  /** The orders numbered `number` (the last 6 characters of their id), newest first. */
  byNumber(number: string): Promise<OrderToShipRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM orders_to_ship WHERE right(order_id::text, 6) = $1
         ORDER BY placed_at DESC LIMIT 20`,
      [number],
    );
  }

  /** One order (locked in `m`), or null. */
  async find(m: EntityManager, orderId: string): Promise<OrderToShipRow | null> {
    const [row] = await m.query(
      `SELECT ${COLUMNS} FROM orders_to_ship WHERE order_id = $1 FOR UPDATE`,
      [orderId],
    );
    return (row as OrderToShipRow | undefined) ?? null;
  }

  /** A person's orders fulfilment knows of, newest first (their part of "Download my data"). */
  ofUser(userId: string): Promise<OrderToShipRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM orders_to_ship WHERE user_id = $1 ORDER BY placed_at DESC`,
      [userId],
    );
  }

  /**
   * An erased person's orders keep their lines and state, under the account id, and lose where
   * they go (`address`: the erased one, the state kept for the GST register); how many.
   */
  async anonymise(
    m: EntityManager,
    userId: string,
    erased: (state: string) => object,
  ): Promise<number> {
    const rows: { order_id: string; state: string }[] = await m.query(
      `SELECT order_id, ship_to->>'state' AS state FROM orders_to_ship WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    for (const row of rows)
      await m.query(
        `UPDATE orders_to_ship SET ship_to = $2, updated_at = now() WHERE order_id = $1`,
        [row.order_id, JSON.stringify(erased(row.state ?? ''))],
      );
    return rows.length;
  }

  /** The orders waiting to ship, oldest first. */
  waiting(limit = 500): Promise<OrderToShipRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM orders_to_ship WHERE state = 'to-ship'
         ORDER BY placed_at, order_id LIMIT $1`,
      [limit],
    );
  }
}
