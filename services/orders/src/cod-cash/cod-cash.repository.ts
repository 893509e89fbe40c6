import type { CodRemittanceInput } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

/** A day's reconciliation as stored (paise). */
export interface ReconciliationRow {
  day: string;
  orders: number;
  collectedPaise: number;
  remittedPaise: number;
  reconciledAt: Date;
}

/** A remittance as stored (paise). */
export interface RemittanceRow {
  id: string;
  day: string;
  amountPaise: number;
  reference: string;
  createdAt: Date;
}

/** The India-time day a timestamp falls on, in SQL. */
const INDIA_DAY = (column: string) => `(${column} AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * The reconciliation's figures, each day's written in one statement from the orders delivered
 * in cash that day and the remittances recorded for it (so a day is never half written).
 */
const RECONCILE = `
  INSERT INTO cod_reconciliations (day, orders, collected_paise, remitted_paise, reconciled_at)
  SELECT d.day,
         (SELECT count(*)::int FROM orders
           WHERE cash_collected_at IS NOT NULL AND ${INDIA_DAY('cash_collected_at')} = d.day),
         (SELECT coalesce(sum(total_paise), 0) FROM orders
           WHERE cash_collected_at IS NOT NULL AND ${INDIA_DAY('cash_collected_at')} = d.day),
         (SELECT coalesce(sum(amount_paise), 0) FROM cod_remittances WHERE day = d.day),
         now()
    FROM unnest($1::date[]) AS d(day)
  ON CONFLICT (day) DO UPDATE SET orders = excluded.orders,
         collected_paise = excluded.collected_paise, remitted_paise = excluded.remitted_paise,
         reconciled_at = excluded.reconciled_at`;

const RECONCILIATION_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, orders,
  collected_paise::float8 AS "collectedPaise", remitted_paise::float8 AS "remittedPaise",
  reconciled_at AS "reconciledAt"`;
const REMITTANCE_COLUMNS = `id, to_char(day, 'YYYY-MM-DD') AS day,
  amount_paise::float8 AS "amountPaise", reference, created_at AS "createdAt"`;

/** Remittances and reconciled days (plain SQL: two small tables and a read of orders). */
@Injectable()
export class CodCashRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /**
   * The days from `from` to `to` (India time) on which cash was collected or remitted, and
   * those reconciled before: each is reconciled again (a late delivery or remittance counts).
   */
  async daysToReconcile(from: string, to: string): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM (
         SELECT ${INDIA_DAY('cash_collected_at')} AS day FROM orders
          WHERE cash_collected_at IS NOT NULL
            AND cash_collected_at >= ($1::date - 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
         UNION SELECT day FROM cod_remittances WHERE day >= $1::date
         UNION SELECT day FROM cod_reconciliations WHERE day >= $1::date) d
        WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
      [from, to],
    )) as { day: string }[];
    return rows.map((r) => r.day);
  }

  /** Reconciles `days` in `m` (or on its own). */
  async reconcile(days: string[], m?: EntityManager): Promise<void> {
    if (days.length === 0) return;
    if (!m) return this.ds.transaction((t) => this.reconcile(days, t));
    // one reconciliation at a time, each reading what committed before it began: the job's
    // figures, read before a remittance committed, would otherwise overwrite the remittance's
    // own reconciliation after it (a day read 'short' for a second, as a page could show it)
    await this.lockReconciliation(m);
    await m.query(RECONCILE, [days]);
  }

  /** Waits for any other reconciliation (or remittance being recorded) to commit first. */
  async lockReconciliation(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('cod_reconciliations'))`);
  }

  async reconciliations(): Promise<ReconciliationRow[]> {
    return (await this.ds.query(
      `SELECT ${RECONCILIATION_COLUMNS} FROM cod_reconciliations ORDER BY day DESC`,
    )) as ReconciliationRow[];
  }

  async remittances(): Promise<RemittanceRow[]> {
    return (await this.ds.query(
      `SELECT ${REMITTANCE_COLUMNS} FROM cod_remittances ORDER BY day DESC, created_at DESC`,
    )) as RemittanceRow[];
  }

  /** Records a remittance in `m` (null when its reference was recorded before). */
  async addRemittance(m: EntityManager, r: CodRemittanceInput, by: string) {
    const rows = (await m.query(
      `INSERT INTO cod_remittances (id, day, amount_paise, reference, created_by)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reference) DO NOTHING
       RETURNING ${REMITTANCE_COLUMNS}`,
      [randomUUID(), r.day, r.amountPaise, r.reference, by],
    )) as RemittanceRow[];
    return rows[0] ?? null;
  }
}
